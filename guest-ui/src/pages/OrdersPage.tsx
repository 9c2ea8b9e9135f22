import type { GuestOrder } from '../api/order-status.ts';
import { useSessionOrders } from '../api/use-session-orders.ts';
import { navigate } from '../app/router.ts';
import { BackButton } from '../components/BackButton.tsx';
import { TopBar } from '../components/TopBar.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { NUMBER_LOCALES } from '../i18n/languages.ts';
import { useSession } from '../session/session-store.ts';
import { menuPath } from './choose-menu-type.ts';
import { MissingSession } from './MissingSession.tsx';

/** One order: number and time, its live status, its lines in the guest's language, the total, the way to its details. */
function OrderCard({ order }: { order: GuestOrder }) {
  const { t, money, language } = useI18n();
  const headingId = `order-${order.orderId}`;
  // An order from the live feed's first news may lack the time until the next load.
  const time = order.submittedAt
    ? new Intl.DateTimeFormat(NUMBER_LOCALES[language], { hour: '2-digit', minute: '2-digit' }).format(new Date(order.submittedAt))
    : null;
  return (
    <li className="order-card" aria-labelledby={headingId} data-testid="session-order">
      <div className="order-card-head">
        <h2 id={headingId}>
          {t('orders.order', { number: order.orderNumber })}
          {time && <span className="order-card-time"> · {time}</span>}
        </h2>
        <span className={`status-chip status-${order.status.toLowerCase()}`} aria-live="polite" data-testid="session-order-status">
          {t(`status.${order.status}`)}
        </span>
      </div>
      {order.items && (
        <ul className="order-card-lines">
          {order.items.map((line) => (
            <li key={line.orderItemId}>
              {line.quantity}× {line.menuItemName}
              {line.addings.length > 0 && <span className="order-line-extras"> + {line.addings.join(', ')}</span>}
            </li>
          ))}
        </ul>
      )}
      <div className="order-card-foot">
        <span className="order-card-total">{money(order.grossAmount)}</span>
        <button
          type="button"
          className="text-button"
          aria-label={t('orders.details', { number: order.orderNumber })}
          onClick={() => navigate(`/confirmation?orderId=${order.orderId}`)}
        >
          {t('orders.open')}
        </button>
      </div>
    </li>
  );
}

/**
 * The orders this phone may see, newest first, with their live status: its own and, at a table, those sent from the
 * table's shared basket since the guest sat down (so the second phone at a table finds the order the first one sent,
 * also after a reload).
 */
export default function OrdersPage() {
  const { t, language } = useI18n();
  const session = useSession();
  const { orders, failed } = useSessionOrders(session, language);
  if (!session) return <MissingSession />;
  return (
    <>
      <TopBar start={<BackButton to={menuPath()} />} service />
      <main className="page orders-page">
        <h1>{t('orders.title')}</h1>
        {session.entryType === 'TABLE' && <p className="orders-intro">{t('orders.intro')}</p>}
        {failed && (
          <p role="alert" className="notice">
            {t('orders.failed')}
          </p>
        )}
        {!orders && !failed && <p role="status">{t('orders.loading')}</p>}
        {orders?.length === 0 && <p>{t('orders.empty')}</p>}
        {orders && orders.length > 0 && (
          <ul className="order-cards">
            {orders.map((order) => (
              <OrderCard key={order.orderId} order={order} />
            ))}
          </ul>
        )}
      </main>
    </>
  );
}
