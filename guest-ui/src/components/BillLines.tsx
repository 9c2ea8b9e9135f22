import type { BillLine } from '../api/bill.ts';
import { useI18n } from '../i18n/i18n.tsx';

/** Cents as the app shows euro amounts ("12,30 €" in German). */
function useCents(): (cents: number) => string {
  const { money } = useI18n();
  return (cents) => money(cents / 100);
}

/** A bill's open lines: open pieces × name and what is open of the line, its extras and note; a line paid in part says so. */
export function BillLines({ lines }: { lines: BillLine[] }) {
  const { t } = useI18n();
  const cents = useCents();
  return (
    <ul className="bill-lines">
      {lines.map((line) => (
        <li key={line.orderItemId} className="order-line bill-line">
          <div className="order-line-head">
            <span>
              {line.openQuantity}× {line.menuItemName}
            </span>
            <span className="order-line-price">{cents(line.openCents)}</span>
          </div>
          {line.extras.length > 0 && <p className="order-line-extras">+ {line.extras.join(', ')}</p>}
          {line.note && <p className="line-note-shown">{t('basket.note', { note: line.note })}</p>}
          {line.openCents < line.priceFinalCents && <p className="order-line-extras">{t('bill.partlyPaid')}</p>}
        </li>
      ))}
    </ul>
  );
}

/** A total under a list: its label and the amount. */
export function BillSum({ label, amountCents, grand = false }: { label: string; amountCents: number; grand?: boolean }) {
  const cents = useCents();
  return (
    <p className={grand ? 'bill-sum grand' : 'bill-sum'}>
      <span>{label}</span>
      <span className="bill-sum-amount">{cents(amountCents)}</span>
    </p>
  );
}
