import { useState } from 'react';
import { addToBasket, type BasketLine, removeExtraFromBasket, removeFromBasket } from '../api/basket.ts';
import { HttpError } from '../api/http.ts';
import { hasSoldOutLine, useBasket } from '../api/use-basket.ts';
import { sentOrderPath, useSentElsewhere } from '../api/use-sent-elsewhere.ts';
import { navigate } from '../app/router.ts';
import { addedByName, BasketLineView } from '../components/BasketLineView.tsx';
import { BackButton } from '../components/BackButton.tsx';
import { BasketTotals } from '../components/BasketTotals.tsx';
import { SharedBasketSettings } from '../components/SharedBasketSettings.tsx';
import { EMPTY_BASKET_TOAST_MS, useToast } from '../components/Toast.tsx';
import { TopBar } from '../components/TopBar.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { refusalText } from '../i18n/refusals.ts';
import { useSession } from '../session/session-store.ts';
import { menuPath } from './choose-menu-type.ts';
import { MissingSession } from './MissingSession.tsx';

/**
 * basket: lines with their extras (and at a table who added them), total and tax, the shared basket's settings;
 * leads on to checkout unless empty or something in it sold out.
 */
export default function BasketPage() {
  const i18n = useI18n();
  const { t, language } = i18n;
  const toast = useToast();
  const session = useSession();
  const { basket, failed, reload } = useBasket(session, language);
  const elsewhere = useSentElsewhere(session, basket, language);
  const [busy, setBusy] = useState(false);

  if (!session) return <MissingSession />;
  const soldOut = hasSoldOutLine(basket);
  const sentOrder = elsewhere.order;

  const change = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch (err) {
      toast(
        refusalText(err, i18n, [400]) ??
          (err instanceof HttpError && err.status === 409 ? t('extras.unavailable') : t('basket.updateFailed')),
      );
    } finally {
      await reload();
      setBusy(false);
    }
  };

  const empty = basket !== null && (basket.items.length === 0 || !(basket.totalPrice > 0));
  const toCheckout = () => {
    if (!basket || empty) toast(t('basket.emptyBlocked'), EMPTY_BASKET_TOAST_MS);
    else navigate('/checkout');
  };

  const lineActions = (line: BasketLine) => ({
    onRemoveOne: () => change(() => removeFromBasket(session, line.itemId, 1)),
    // One more of exactly this line: the same extras and note.
    onAddOne: () =>
      change(() => addToBasket(session, { menuItemId: line.menuItemId, addingIds: line.addings.map((a) => a.addingId), note: line.note })),
    onRemoveLine: () => change(() => removeFromBasket(session, line.itemId)),
    onRemoveExtra: (addingId: number) => change(() => removeExtraFromBasket(session, line.itemId, addingId)),
  });

  return (
    <>
      <TopBar start={<BackButton to={menuPath()} />} service />
      <main className="page basket-page">
        <h1>{t('basket.title')}</h1>
        {failed && (
          <p role="alert" className="notice">
            {t('basket.failed')}
          </p>
        )}
        {!basket && !failed && <p role="status">{t('basket.loading')}</p>}
        {elsewhere.sent && (
          <p role="status" className="notice info sent-elsewhere">
            <span>{t('checkout.alreadySent')}</span>
            {sentOrder && (
              <button
                type="button"
                className="text-button"
                onClick={() => navigate(sentOrderPath(sentOrder.orderId, sentOrder.orderNumber))}
              >
                {t('basket.toSentOrder')}
              </button>
            )}
          </p>
        )}
        {basket?.items.length === 0 && <p>{t('basket.empty')}</p>}
        {/* The reason "Zur Kasse" is off, shown rather than told only after a press on a button that looked active. */}
        {empty && (
          <p id="checkout-blocked" className="notice info">
            {t('basket.emptyBlocked')}
          </p>
        )}
        {basket && basket.items.length > 0 && (
          <>
            <ul className="basket-lines">
              {basket.items.map((line) => (
                <BasketLineView key={line.itemId} line={line} shared={basket.shared === true} busy={busy} {...lineActions(line)} />
              ))}
            </ul>
            <BasketTotals basket={basket} />
          </>
        )}
        {soldOut && (
          <p role="alert" className="notice">
            {t('basket.soldOutBlocked')}
          </p>
        )}
        {/* A waiter's session keeps its own basket (staff order entry). */}
        {session.entryType === 'TABLE' && !session.staffUsername && (
          <SharedBasketSettings
            key={session.sessionId}
            session={session}
            shownName={addedByName(
              basket?.items.find((line) => line.mine),
              t,
            )}
            onChanged={reload}
          />
        )}
        {/* At a table the service row has it too; a takeaway guest finds the orders here. */}
        <button type="button" className="text-button orders-link" onClick={() => navigate('/orders')}>
          {t('orders.show')}
        </button>
      </main>
      <div className="bottom-bar">
        <button type="button" className="button secondary" onClick={() => navigate(menuPath())}>
          {t('basket.toMenu')}
        </button>
        {/* Not before the basket has loaded: a press then would be told the basket is empty. */}
        <button
          type="button"
          className="button primary"
          disabled={soldOut || basket === null || empty}
          aria-describedby={empty ? 'checkout-blocked' : undefined}
          onClick={toCheckout}
        >
          {t('basket.toCheckout')}
        </button>
      </div>
    </>
  );
}
