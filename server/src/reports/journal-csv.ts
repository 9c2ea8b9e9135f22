import { stringify } from 'csv-stringify/sync';
import { asTextCell } from '../common/csv-cells.js';
import { formatCommaDecimal } from '../common/money.js';
import { VAT_RATES, type VatRate } from '../common/vat.js';
import type { JournalRecord } from './reports.repository.js';

const HEADER = [
  'Gebucht',
  'Art',
  'Rechnung',
  'Beleg-Nr.',
  'Bestellung',
  'Tisch',
  'Artikel',
  'Menge',
  'USt %',
  'Brutto',
  'Zahlungsart',
  'Mitarbeiter',
];
const KINDS = { PAYMENT: 'Rechnung', CREDIT_NOTE: 'Storno' } as const;
const METHODS: Record<string, string> = { CASH: 'Bar', CARD: 'Karte' };

/** The journal as a German CSV (semicolons, comma decimals, as spreadsheets in Austria open it), with a BOM for Excel. */
export function journalCsv(records: JournalRecord[]): string {
  const rows = records.map((r) => [
    r.bookedAt.replace('T', ' '),
    KINDS[r.kind],
    r.invoiceNumber ?? '',
    r.receiptNumber ?? '',
    String(r.orderNumber),
    r.tableNumber === null ? '' : String(r.tableNumber),
    asTextCell(r.article),
    String(r.quantity),
    String(VAT_RATES[r.vatRate as VatRate] ?? ''),
    formatCommaDecimal(r.grossCents),
    METHODS[r.method] ?? r.method,
    asTextCell(r.staffUsername),
  ]);
  return `\uFEFF${stringify([HEADER, ...rows], { delimiter: ';' })}`;
}
