import { QueryFailedError } from 'typeorm';

/** A unique index refused the write (SQLSTATE 23505): two clients saved the same name or number at once. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string })?.code === '23505';
}
