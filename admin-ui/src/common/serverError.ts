/**
 * What the API says about a failed call. react-admin's HttpError carries the answer's body,
 * `{statusCode, error, message, errors?: [{field, message}]}` (docs/decisions.md, API); a failed request
 * (offline) or a gateway's page carry none.
 */
interface ErrorBody {
  message?: unknown;
  errors?: unknown;
  code?: unknown;
}

interface FieldError {
  field?: unknown;
  message?: unknown;
}

function bodyOf(error: unknown): ErrorBody | undefined {
  const body = (error as { body?: unknown } | null)?.body;
  return body && typeof body === 'object' ? (body as ErrorBody) : undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

const fieldErrorList = (error: unknown): FieldError[] => {
  const errors = bodyOf(error)?.errors;
  return Array.isArray(errors) ? (errors as FieldError[]) : [];
};

/** The server's message per form field (the first one for each field), to show at the field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const entry of fieldErrorList(error)) {
    const field = text(entry?.field);
    const message = text(entry?.message);
    if (field && message && !(field in byField)) byField[field] = message;
  }
  return byField;
}

/** The spec's failure text, followed by the server's reason when it gives one: "Speichern fehlgeschlagen: code: …". */
export function failureText(base: string, error: unknown): string {
  const reason = text(bodyOf(error)?.message);
  return reason ? `${base}: ${reason}` : base;
}

export interface ServerError {
  message?: string;
  fields: Record<string, string>;
}

/** The server's message and its messages per field; no message when the server did not answer. */
export function readServerError(error: unknown): ServerError {
  const body = bodyOf(error);
  const message = text(body?.message) ?? (body ? text((error as { message?: unknown }).message) : undefined);
  return { message, fields: fieldErrorsOf(error) };
}

/**
 * Spec 8 ("Product save failure"): every field error as "name: message" joined by a dot, else the server's
 * error text, else null (the caller then shows its own text).
 */
export function serverErrorText(error: unknown): string | null {
  const fieldErrors = fieldErrorList(error)
    .filter((entry) => text(entry?.field) && text(entry?.message))
    .map((entry) => `${text(entry.field)}: ${text(entry.message)!.replace(/\.+$/, '')}`);
  if (fieldErrors.length > 0) return fieldErrors.join('. ');
  const message = bodyOf(error)?.message;
  const joined = Array.isArray(message) ? message.map(text).filter(Boolean).join('. ') : text(message);
  return joined || null;
}

/** The code the server names a refusal by (e.g. INVOICE_RECIPIENT_REQUIRED), for a screen that answers it. */
export function errorCodeOf(error: unknown): string | undefined {
  return text(bodyOf(error)?.code);
}
