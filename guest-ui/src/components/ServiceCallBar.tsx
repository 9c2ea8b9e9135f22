import type { PaymentMethod } from '@tischlein/api-types';
import { useState } from 'react';
import type { BillScope, ServiceCallKind } from '../api/service-calls.ts';
import { type BillFor, type CallState, useServiceCalls } from '../api/use-service-calls.ts';
import { matchRoute, navigate, useLocation } from '../app/router.ts';
import type { MessageKey } from '../i18n/locales/de.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { refusalText } from '../i18n/refusals.ts';
import type { GuestSession } from '../session/session-store.ts';
import { Dialog } from './Dialog.tsx';
import { useToast } from './Toast.tsx';

interface ServiceButtonProps {
  state: CallState;
  label: string;
  waitingLabel: string;
  /** Said under the waiting label: for whom the bill was asked. */
  detail?: string;
  busy: boolean;
  onPress: () => void;
}

/**
 * One call button: its label, "… wurde gerufen" while the call is open (pressing again would change nothing; for the
 * bill with whom it is for), then "Kommt gleich".
 */
function ServiceButton({ state, label, waitingLabel, detail, busy, onPress }: ServiceButtonProps) {
  const { t } = useI18n();
  return (
    <button type="button" className={`service-button ${state}`} disabled={busy || state === 'waiting'} onClick={onPress}>
      {state === 'idle' && label}
      {state === 'waiting' && !detail && waitingLabel}
      {state === 'waiting' && detail && (
        <span className="service-status">
          <span>
            {waitingLabel}
            {/* A pause for screen readers between the two lines. */}
            <span className="visually-hidden">,</span>
          </span>
          <span className="service-detail" data-testid="bill-call-scope">
            {detail}
          </span>
        </span>
      )}
      {state === 'coming' && (
        <>
          <span className="service-coming">
            <span aria-hidden="true">✓ </span>
            {t('service.coming')}
          </span>
          <span className="service-again">{label}</span>
        </>
      )}
    </button>
  );
}

const METHODS: Array<[PaymentMethod, 'service.cash' | 'service.card']> = [
  ['CASH', 'service.cash'],
  ['CARD', 'service.card'],
];

const SCOPES: Array<[BillScope, MessageKey]> = [
  ['OWN', 'service.scopeOwn'],
  ['TABLE', 'service.scopeTable'],
];

const BILL_FOR: Record<BillFor, MessageKey> = { OWN: 'service.scopeOwn', TABLE: 'service.scopeTable', OTHER: 'service.scopeOther' };

/**
 * "Kellner rufen" and "Rechnung bitte" (asking for whom: only the guest's own lines or the whole table, and Bar or
 * Karte) for a guest at a table, with staff's answer live; and the way to the table's bill.
 */
export function ServiceCallBar({ session }: { session: GuestSession }) {
  const i18n = useI18n();
  const { t } = i18n;
  const toast = useToast();
  const { waiter, bill, billFor, sending, call } = useServiceCalls(session);
  const [choosingPayment, setChoosingPayment] = useState(false);
  const [scope, setScope] = useState<BillScope>('TABLE');
  const onBillPage = matchRoute(useLocation().path)?.name === 'bill';

  const send = async (kind: ServiceCallKind, paymentMethod?: PaymentMethod, billScope?: BillScope) => {
    setChoosingPayment(false);
    try {
      await call(kind, paymentMethod, billScope);
    } catch (err) {
      // Too fast (429), or refused (409, 400): the server says why.
      toast(refusalText(err, i18n, [400, 409]) ?? t('service.failed'));
    }
  };

  return (
    <div className="service-row" role="group" aria-label={t('service.label')} aria-live="polite">
      <ServiceButton
        state={waiter}
        label={t('service.waiter')}
        waitingLabel={t('service.waiterCalled')}
        busy={sending === 'WAITER'}
        onPress={() => send('WAITER')}
      />
      <ServiceButton
        state={bill}
        label={t('service.bill')}
        waitingLabel={t('service.billRequested')}
        detail={billFor ? t(BILL_FOR[billFor]) : undefined}
        busy={sending === 'BILL'}
        onPress={() => setChoosingPayment(true)}
      />
      {/* Narrow, so the two calls keep their room at 360 px: a receipt over a one-word caption, named in full. */}
      {!onBillPage && (
        <button type="button" className="service-button bill-link" aria-label={t('bill.show')} onClick={() => navigate('/bill')}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path d="M6 2.5h12v19l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5-2 1.5z" strokeLinejoin="round" />
            <path d="M9 7.5h6M9 11.5h6M9 15.5h4" strokeLinecap="round" />
          </svg>
          <span>{t('bill.showShort')}</span>
        </button>
      )}
      {choosingPayment && (
        <Dialog
          title={t('service.bill')}
          maxWidth={350}
          onClose={() => setChoosingPayment(false)}
          actions={
            <button type="button" className="button secondary" onClick={() => setChoosingPayment(false)}>
              {t('app.cancel')}
            </button>
          }
        >
          <fieldset className="bill-scope-choice">
            <legend>{t('service.billFor')}</legend>
            {SCOPES.map(([value, label]) => (
              <label key={value} className="radio-option">
                <input type="radio" name="billScope" value={value} checked={scope === value} onChange={() => setScope(value)} />
                <span>{t(label)}</span>
              </label>
            ))}
          </fieldset>
          <p>{t('service.howToPay')}</p>
          <div className="payment-choice">
            {METHODS.map(([method, label]) => (
              <button key={method} type="button" className="button primary" onClick={() => send('BILL', method, scope)}>
                {t(label)}
              </button>
            ))}
          </div>
        </Dialog>
      )}
    </div>
  );
}
