/** Spec 9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;

/** Spec 5: Save is enabled only with at least 8 characters that equal the confirmation. */
export function mayChangePassword(password: string, confirmation: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH && password === confirmation;
}
