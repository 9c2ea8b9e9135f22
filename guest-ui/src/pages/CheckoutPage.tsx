import { useEffect, useRef, useState } from 'react';
import { checkout, newIdempotencyKey, type PaymentMethod, sentByAnotherPhone } from '../api/checkout.ts';
import { HttpError } from '../api/http.ts';
import { hasSoldOutLine, useBasket } from '../api/use-basket.ts';
import { sentOrderPath, useSentElsewhere } from '../api/use-sent-elsewhere.ts';
import { navigate } from '../app/router.ts';
import { BackButton } from '../components/BackButton.tsx';
import { BasketTotals } from '../components/BasketTotals.tsx';
import { useToast } from '../components/Toast.tsx';
import { TopBar } from '../components/TopBar.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { refusalText } from '../i18n/refusals.ts';
import { useSession } from '../session/session-store.ts';
import { MissingSession } from './MissingSession.tsx';

const METHODS: Array<[PaymentMethod, 'checkout.cash' | 'checkout.card']> = [
  ['CASH', 'checkout.cash'],
  ['CARD', 'checkout.card'],
];

/**
 * checkout: payment method, then one order per attempt (the Idempotency-Key makes a repeated send harmless). At
 * a table another phone may send the shared basket first: this one then shows that order's confirmation.
 */
export default function CheckoutPage() {
  const i18n = useI18n();
  const { t, language } = i18n;
  const toast = useToast();
  const session = useSession();
  const { basket } = useBasket(session, language);
  const elsewhere = useSentElsewhere(session, basket, language);
  const [method, setMethod] = useState<PaymentMethod>('CASH');
  const [sending, setSending] = useState(false);
  // Another phone at the table sent this basket first: its order is this guest's, too (unless this phone's own send is under way).
  const sentOrder = elsewhere.sent && !sending ? elsewhere.order : null;
  useEffect(() => {
    if (sentOrder) navigate(sentOrderPath(sentOrder.orderId, sentOrder.orderNumber), { replace: true });
  }, [sentOrder]);
  // One key per checkout attempt: kept while a send may have reached the server, renewed after a clear refusal.
  const attemptKey = useRef(newIdempotencyKey());

  if (!session) return <MissingSession />;
  const empty = !basket || basket.items.length === 0;
  const soldOut = hasSoldOutLine(basket);

  const send = async () => {
    setSending(true);
    try {
      const order = await checkout(session, method, attemptKey.current, basket?.basketId, language);
      const query = new URLSearchParams({
        orderNumber: String(order.orderNumber),
        totalPrice: String(order.totalPrice),
        orderId: String(order.orderId),
      });
      navigate(`/confirmation?${query}`, { replace: true });
    } catch (err) {
      if (err instanceof HttpError && err.status >= 400 && err.status < 500) attemptKey.current = newIdempotencyKey();
      const sent = sentByAnotherPhone(err);
      if (sent) return navigate(sentOrderPath(sent.orderId, sent.orderNumber), { replace: true });
      // A refusal the server names (too many open orders, too fast, a basket limit…) in the guest's language;
      // everything else the spec's text.
      toast(refusalText(err, i18n, [400]) ?? t('checkout.failed'));
      setSending(false);
    }
  };

  return (
    <>
      <TopBar start={<BackButton to={'/basket'} />} />
      <main className="page checkout-page">
        <h1>{t('checkout.title')}</h1>
        {elsewhere.sent && (
          <p role="status" className="notice info">
            {t('checkout.alreadySent')}
          </p>
        )}
        {basket && empty && !elsewhere.sent && <p className="notice">{t('checkout.emptyBasket')}</p>}
        {soldOut && (
          <p role="alert" className="notice">
            {t('basket.soldOutBlocked')}
          </p>
        )}
        {basket && !empty && <BasketTotals basket={basket} />}
        <fieldset className="payment-methods">
          <legend>{t('checkout.payment')}</legend>
          {METHODS.map(([value, label]) => (
            <label key={value} className="radio-option">
              <input type="radio" name="paymentMethod" value={value} checked={method === value} onChange={() => setMethod(value)} />
              <span>{t(label)}</span>
            </label>
          ))}
        </fieldset>
      </main>
      <div className="bottom-bar">
        <button type="button" className="button primary wide" disabled={sending || empty || soldOut} onClick={send}>
          {sending ? t('checkout.sending') : t('checkout.submit')}
        </button>
      </div>
    </>
  );
}
