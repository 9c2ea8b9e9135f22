import { type Basket } from '../api/basket.ts';
import { itemCount } from '../api/use-basket.ts';
import { navigate } from '../app/router.ts';
import { useI18n } from '../i18n/i18n.tsx';

/**
 * At the bottom of the menu: the orders this phone may see (at a table the table's, with their live status) and the
 * basket button with item count and total.
 */
export function BasketBar({ basket }: { basket: Basket | null }) {
  const { t, money } = useI18n();
  const count = itemCount(basket);
  return (
    <div className="bottom-bar">
      {/* On a very narrow screen (200 % zoom) only its icon shows; its text stays its name. */}
      <button type="button" className="button secondary orders-button" onClick={() => navigate('/orders')}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M9 6h11M9 12h11M9 18h11" strokeLinecap="round" />
          <path d="M4 6h.01M4 12h.01M4 18h.01" strokeLinecap="round" strokeWidth="3" />
        </svg>
        <span className="orders-button-text">{t('orders.title')}</span>
      </button>
      <button type="button" className="button primary wide" onClick={() => navigate('/basket')}>
        {count > 0 ? t('menu.basketWithCount', { count, total: money(basket!.totalPrice) }) : t('menu.basket')}
      </button>
    </div>
  );
}
