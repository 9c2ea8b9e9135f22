/** Translation key of the last resort (spec 8, "Product save failure"). */
export const SAVE_FAILED = 'app.products.notify.save_failed';

interface FieldError {
  field?: unknown;
  message?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The error body the API sent, as react-admin's HttpError carries it. */
function bodyOf(error: unknown): { message?: unknown; errors?: unknown } | null {
  const body = (error as { body?: unknown } | null)?.body;
  return body && typeof body === 'object' ? (body as { message?: unknown; errors?: unknown }) : null;
}

/**
 * Spec 8: server field errors as "name: message" joined by a dot, else the server's error text, else null
 * (the caller then shows "Fehler beim Speichern").
 */
export function serverErrorText(error: unknown): string | null {
  const body = bodyOf(error);
  if (!body) return null;
  const fieldErrors = (Array.isArray(body.errors) ? (body.errors as FieldError[]) : [])
    .filter((e) => text(e?.field) && text(e?.message))
    .map((e) => `${text(e.field)}: ${text(e.message).replace(/\.+$/, '')}`);
  if (fieldErrors.length > 0) return fieldErrors.join('. ');
  const message = Array.isArray(body.message) ? body.message.map(text).filter(Boolean).join('. ') : text(body.message);
  return message || null;
}
