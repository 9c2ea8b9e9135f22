import { useI18n } from '../i18n/i18n.tsx';

/** An old price counts only when finite and above 0 (spec 5). */
export function hasOldPrice(oldPrice: number | null | undefined): oldPrice is number {
  return typeof oldPrice === 'number' && Number.isFinite(oldPrice) && oldPrice > 0;
}

/** The price, preceded by the struck-through old price when there is one. */
export function Price({ price, oldPrice }: { price: number; oldPrice?: number | null }) {
  const { t, money } = useI18n();
  return (
    <span className="price">
      {hasOldPrice(oldPrice) && (
        <s className="old-price" aria-label={t('menu.oldPrice', { price: money(oldPrice) })}>
          {money(oldPrice)}
        </s>
      )}
      <span className="current-price">{money(price)}</span>
    </span>
  );
}
