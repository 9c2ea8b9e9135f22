/** What the API said about a failed call: its message and the messages per field (docs/decisions.md, API). */
export interface ServerError {
  message?: string;
  fields: Record<string, string>;
}

interface ErrorLike {
  message?: unknown;
  body?: { message?: unknown; errors?: Array<{ field?: unknown; message?: unknown }> } | null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** Reads react-admin's HttpError (body `{statusCode, error, message, errors?}`); anything else gives no message. */
export function readServerError(error: unknown): ServerError {
  const { message, body } = (error ?? {}) as ErrorLike;
  const fields: Record<string, string> = {};
  for (const entry of body?.errors ?? []) {
    const field = text(entry?.field);
    const fieldMessage = text(entry?.message);
    if (field && fieldMessage && !fields[field]) fields[field] = fieldMessage;
  }
  return { message: text(body?.message) ?? (body ? text(message) : undefined), fields };
}
