/** What the API says about a failed call: `{message, errors: [{field, message}]}` in the HttpError's body. */
interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

function bodyOf(error: unknown): ErrorBody | undefined {
  const body = (error as { body?: unknown } | null)?.body;
  return body && typeof body === 'object' ? (body as ErrorBody) : undefined;
}

/** The spec's failure text, followed by the server's reason when it gives one: "Speichern fehlgeschlagen: code: …". */
export function failureText(base: string, error: unknown): string {
  const reason = bodyOf(error)?.message;
  return typeof reason === 'string' && reason.trim() ? `${base}: ${reason.trim()}` : base;
}

/** The server's message per form field (the first one for each field), to show at the field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const errors = bodyOf(error)?.errors;
  if (!Array.isArray(errors)) return {};
  const byField: Record<string, string> = {};
  for (const entry of errors as { field?: unknown; message?: unknown }[]) {
    if (typeof entry?.field === 'string' && typeof entry.message === 'string' && !(entry.field in byField)) {
      byField[entry.field] = entry.message;
    }
  }
  return byField;
}
