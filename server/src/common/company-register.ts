// The Austrian company register number (Firmenbuchnummer, "FN 123456a": up to six digits and a check letter). Kept
// without its "FN", which invoices print in front of it; a register number of another form (e.g. a German "HRB 12345")
// is kept and printed as it was entered.

const FN_NUMBER = /^\d{1,6}[a-z]$/;

/** "FN 123456 a", "fn123456A" → "123456a"; anything else only trimmed. */
export function normalizeRegisterNumber(text: string): string {
  const fn = /^(?:FN)?(\d{1,6}[a-z])$/i.exec(text.replace(/\s+/g, ''));
  return fn ? fn[1].toLowerCase() : text.trim();
}

/** Why a (normalized) register number is refused, or null: what starts like an FN ("FN", a digit) must be one. */
export function registerNumberProblem(number: string): string | null {
  if (FN_NUMBER.test(number) || !/^(FN|\d)/i.test(number)) return null;
  return 'muss eine Firmenbuchnummer wie FN 123456a sein (bis zu 6 Ziffern und ein Buchstabe)';
}

/** As invoices print it: "FN 123456a" (also for one stored with its "FN" before this rule), others as they are. */
export function printedRegisterNumber(number: string): string {
  const normalized = normalizeRegisterNumber(number);
  return FN_NUMBER.test(normalized) ? `FN ${normalized}` : number.trim();
}
