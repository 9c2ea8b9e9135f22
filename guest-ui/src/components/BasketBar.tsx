import { type Basket } from '../api/basket.ts';
import { itemCount } from '../api/use-basket.ts';
import { navigate } from '../app/router.ts';
import { useI18n } from '../i18n/i18n.tsx';

/** The basket button at the bottom of the menu: item count and total. */
export function BasketBar({ basket }: { basket: Basket | null }) {
  const { t, money } = useI18n();
  const count = itemCount(basket);
  return (
    <div className="bottom-bar">
      <button type="button" className="button primary wide" onClick={() => navigate('/basket')}>
        {count > 0 ? t('menu.basketWithCount', { count, total: money(basket!.totalPrice) }) : t('menu.basket')}
      </button>
    </div>
  );
}
