import { describe, expect, it } from 'vitest';
import { ageLevel, sanitizeThresholds } from './ticketAge';

describe('kitchen ticket age', () => {
  it('turns amber, then red after the configured minutes', () => {
    const t = { amber: 10, red: 20 };
    expect(ageLevel(9, t)).toBe('fresh');
    expect(ageLevel(10, t)).toBe('amber');
    expect(ageLevel(20, t)).toBe('red');
  });

  it('repairs stored thresholds', () => {
    expect(sanitizeThresholds({ amber: 15, red: 5 })).toEqual({ amber: 15, red: 15 });
    expect(sanitizeThresholds({ amber: 'x', red: -1 })).toEqual({ amber: 10, red: 20 });
    expect(sanitizeThresholds(null)).toEqual({ amber: 10, red: 20 });
  });
});
