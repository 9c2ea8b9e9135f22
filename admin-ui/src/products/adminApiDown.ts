/**
 * Spec 5 and 7: "Admin-API nicht aktiv" when the admin API does not answer: a 404 for its path, no answer at
 * all (the request failed), or a gateway that found nothing behind it. Other errors are the API's answers.
 */
export function isAdminApiDown(error: unknown): boolean {
  if (!error) return false;
  const status = (error as { status?: unknown }).status;
  if (typeof status !== 'number') return error instanceof TypeError;
  return status === 404 || status === 502 || status === 503 || status === 504;
}
