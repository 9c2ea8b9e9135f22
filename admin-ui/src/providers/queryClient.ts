import { QueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';

/** Refusals that may pass when asked again a little later: a timeout, too many requests. */
const WORTH_ASKING_AGAIN = [408, 429];

/**
 * Whether a failed read is asked again (react-query waits 1, 2, then 4 s between tries). Not after a refusal (4xx): it
 * says what is wrong with the request, and asking again only kept the screen waiting seven seconds for the same answer.
 * A network failure or a server error (5xx) is asked again up to three times, as react-query does by default.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500 && !WORTH_ASKING_AGAIN.includes(error.status)) {
    return false;
  }
  return failureCount < 3;
}

export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: shouldRetry } } });
