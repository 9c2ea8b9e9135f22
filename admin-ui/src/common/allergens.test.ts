import { describe, expect, it } from 'vitest';
import { de } from '../i18n/de';
import { ALLERGEN_CODES, toggleAllergen } from './allergens';

describe('allergens', () => {
  it('toggles allergen letters in alphabetical order', () => {
    expect(toggleAllergen(['G'], 'A')).toEqual(['A', 'G']);
    expect(toggleAllergen(['A', 'G'], 'A')).toEqual(['G']);
  });

  it('names every letter', () => {
    expect(Object.keys(de.app.allergen).sort()).toEqual([...ALLERGEN_CODES]);
  });
});
