import { readServerError } from '../common/serverError';

/** Spec 9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;

/** Spec 5: Save is enabled only with at least 8 characters that equal the confirmation, and the current password. */
export function mayChangePassword(password: string, confirmation: string, currentPassword: string): boolean {
  return currentPassword !== '' && password.length >= MIN_PASSWORD_LENGTH && password === confirmation;
}

/** The server's reason to show at the current-password field (missing, wrong, too many tries); none for other failures. */
export function currentPasswordProblem(error: unknown): string | undefined {
  const { message, fields } = readServerError(error);
  if (fields.currentPassword) return fields.currentPassword;
  return (error as { status?: unknown } | null)?.status === 429 ? message : undefined;
}
