export const VAT_RATES = { VAT_0: 0, VAT_10: 10, VAT_13: 13, VAT_20: 20 } as const;
export type VatRate = keyof typeof VAT_RATES;
export const VAT_RATE_CODES = Object.keys(VAT_RATES) as VatRate[];

export const VAT_CATEGORIES = ['FOOD', 'BEVERAGE', 'ALCOHOLIC', 'COFFEE', 'NON_ALCOHOLIC_DRINK'] as const;
export type VatCategory = (typeof VAT_CATEGORIES)[number];

/** VAT contained in a gross amount, in cents: gross − round(gross × 100 / (100 + rate)). */
export function vatOfGross(grossCents: number, percent: number): number {
  return grossCents - Math.round((grossCents * 100) / (100 + percent));
}

/** Groups gross line totals by rate; one bucket per rate that occurs, lowest rate first. */
export function taxBreakdownCents(lines: Array<{ vatRate: VatRate; grossCents: number }>) {
  const grossByRate = new Map<VatRate, number>();
  for (const line of lines) grossByRate.set(line.vatRate, (grossByRate.get(line.vatRate) ?? 0) + line.grossCents);
  return VAT_RATE_CODES.filter((code) => grossByRate.has(code)).map((code) => {
    const percent = VAT_RATES[code];
    const grossCents = grossByRate.get(code)!;
    const vatCents = vatOfGross(grossCents, percent);
    return { code, percent, grossCents, vatCents, netCents: grossCents - vatCents };
  });
}
