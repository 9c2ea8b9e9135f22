import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { shouldRetry } from './queryClient';

describe('shouldRetry', () => {
  it('does not ask again after a refusal', () => {
    for (const status of [400, 401, 403, 404, 409, 413]) expect(shouldRetry(0, new HttpError('nein', status))).toBe(false);
  });

  it('asks again up to three times after a network failure, a server error, a timeout or too many requests', () => {
    for (const error of [
      new TypeError('Failed to fetch'),
      new HttpError('kaputt', 500),
      new HttpError('später', 429),
      new HttpError('zu langsam', 408),
    ]) {
      expect([0, 1, 2, 3].map((failures) => shouldRetry(failures, error))).toEqual([true, true, true, false]);
    }
  });
});
