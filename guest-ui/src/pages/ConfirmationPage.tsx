import { useEffect } from 'react';
import { useOrderStatus } from '../api/use-order-status.ts';
import { navigate } from '../app/router.ts';
import { Allergens } from '../components/Allergens.tsx';
import { InvoiceRecipientSection } from '../components/InvoiceRecipientSection.tsx';
import { TopBar } from '../components/TopBar.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { clearSessionForNewOrder, leaveStaffMode, startPath, useSession } from '../session/session-store.ts';

/**
 * order-confirmation: order number, total, the live status and the ordered lines with their allergens (as at
 * checkout: the item's and its extras') and how far each is at its station (In Zubereitung, Fertig, Serviert;
 * nothing before it reaches one); "Neue Bestellung" starts over at the same table.
 */
export default function ConfirmationPage({ query }: { query: URLSearchParams }) {
  const { t, money, language } = useI18n();
  const session = useSession();
  const orderId = Number.parseInt(query.get('orderId') ?? '', 10);
  const { order, notInSession } = useOrderStatus(session, Number.isInteger(orderId) ? orderId : null, language);
  const orderNumber = query.get('orderNumber') ?? String(order?.orderNumber ?? '');
  // Sent by another phone at the table (its checkout won): the total comes with the order's status.
  const alreadySent = query.get('alreadySent') === '1';
  const totalPrice = Number.parseFloat(query.get('totalPrice') ?? String(order?.grossAmount ?? ''));

  // A confirmation from an earlier session (reopened from the history after "Neue Bestellung") is over:
  // the guest goes on with the session they have now.
  useEffect(() => {
    if (notInSession) navigate('/choose', { replace: true });
  }, [notInSession]);

  const newOrder = () => {
    const target = startPath();
    clearSessionForNewOrder();
    navigate(target, { replace: true });
  };

  return (
    <>
      <TopBar service />
      <main className="page confirmation-page">
        <h1>{t('confirmation.title')}</h1>
        {alreadySent && (
          <p role="status" className="notice info">
            {t('checkout.alreadySent')}
          </p>
        )}
        <dl className="confirmation">
          <div>
            <dt>{t('confirmation.orderNumber')}</dt>
            <dd className="order-number" data-testid="order-number">
              {orderNumber}
            </dd>
          </div>
          {Number.isFinite(totalPrice) && (
            <div>
              <dt>{t('confirmation.total')}</dt>
              <dd data-testid="order-total">{money(totalPrice)}</dd>
            </div>
          )}
          {order && (
            <div>
              <dt>{t('confirmation.status')}</dt>
              {/* The live region inside the dd: a dl may only hold dt and dd (and div groups). */}
              <dd data-testid="order-status" className={`status-chip status-${order.status.toLowerCase()}`}>
                <span role="status" aria-live="polite">
                  {t(`status.${order.status}`)}
                </span>
              </dd>
            </div>
          )}
        </dl>
        {order?.items && order.items.length > 0 && (
          <section className="order-lines" aria-labelledby="order-lines-title">
            <h2 id="order-lines-title">{t('confirmation.items')}</h2>
            <ul>
              {order.items.map((line) => (
                <li key={line.orderItemId} className="order-line">
                  <div className="order-line-head">
                    <span>
                      {line.quantity}× {line.menuItemName}
                    </span>
                    <span className="order-line-price">{money(line.priceFinal)}</span>
                  </div>
                  {line.progress && (
                    <p className={`line-progress progress-${line.progress.toLowerCase()}`} data-testid="line-progress">
                      <span className="line-progress-mark" aria-hidden="true" />
                      {t(`progress.${line.progress}`)}
                    </p>
                  )}
                  {line.addings.length > 0 && <p className="order-line-extras">+ {line.addings.join(', ')}</p>}
                  {line.note && <p className="line-note-shown">{t('basket.note', { note: line.note })}</p>}
                  <Allergens codes={line.allergens ?? []} />
                </li>
              ))}
            </ul>
          </section>
        )}
        {order?.status === 'REJECTED' && order.rejectionReason && (
          <p className="notice">{t('confirmation.reason', { reason: order.rejectionReason })}</p>
        )}
        {/* A business guest's invoice: on the order this phone sent (another phone's order answers 404: not shown). */}
        {session && Number.isInteger(orderId) && !alreadySent && (
          <InvoiceRecipientSection session={session} orderId={orderId} paymentStatus={order?.paymentStatus} />
        )}
        {/* The session expired or was closed (401): the status cannot be followed any more. */}
        {!session && (
          <p role="alert" className="notice">
            {t('session.missing')}
          </p>
        )}
        {/* A waiter who took the order (staff order entry) goes back to the waiter view, or takes another here. */}
        {session?.staffUsername && (
          <button type="button" className="button primary wide" onClick={leaveStaffMode}>
            {t('staff.toWaiterView')}
          </button>
        )}
        <button type="button" className={session?.staffUsername ? 'button secondary wide' : 'button primary wide'} onClick={newOrder}>
          {t('confirmation.newOrder')}
        </button>
      </main>
    </>
  );
}
