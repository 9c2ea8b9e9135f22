import type { Basket } from '../api/basket.ts';
import { useI18n } from '../i18n/i18n.tsx';

/** Total and the VAT contained per rate. */
export function BasketTotals({ basket }: { basket: Basket }) {
  const { t, money } = useI18n();
  return (
    <dl className="totals">
      <div className="total-row">
        <dt>{t('basket.total')}</dt>
        <dd data-testid="basket-total">{money(basket.totalPrice)}</dd>
      </div>
      {(basket.taxBreakdown ?? []).map((tax) => (
        <div key={tax.code ?? tax.percent} className="tax-row muted">
          <dt>{t('basket.taxLine', { percent: tax.percent ?? Number(String(tax.code).replace(/\D/g, '')) })}</dt>
          <dd>{money(tax.vat)}</dd>
        </div>
      ))}
    </dl>
  );
}
