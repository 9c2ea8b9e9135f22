/** The Austrian allergen letters A–H, L–P and R (spec 9); their names are under app.allergen. */
export const ALLERGEN_CODES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L', 'M', 'N', 'O', 'P', 'R'] as const;

/** Adds or removes one allergen letter, keeping them in alphabetical order. */
export function toggleAllergen(allergens: readonly string[], code: string): string[] {
  return allergens.includes(code) ? allergens.filter((c) => c !== code) : [...allergens, code].sort();
}
