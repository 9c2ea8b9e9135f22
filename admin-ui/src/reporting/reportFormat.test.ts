import { describe, expect, it } from 'vitest';
import { minutesAndSeconds } from './reportFormat';

describe('minutesAndSeconds (average response time)', () => {
  it('shows minutes and two-digit seconds, rounded to the second', () => {
    expect(minutesAndSeconds(83)).toBe('1:23');
    expect(minutesAndSeconds(5.4)).toBe('0:05');
    expect(minutesAndSeconds(59.6)).toBe('1:00');
    expect(minutesAndSeconds(900)).toBe('15:00');
  });

  it('has nothing to show without answered calls', () => {
    expect(minutesAndSeconds(null)).toBeNull();
  });
});
