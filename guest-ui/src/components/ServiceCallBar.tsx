import type { PaymentMethod } from '@tischlein/api-types';
import { useState } from 'react';
import { limitMessage } from '../api/http.ts';
import type { ServiceCallKind } from '../api/service-calls.ts';
import { type CallState, useServiceCalls } from '../api/use-service-calls.ts';
import { useI18n } from '../i18n/i18n.tsx';
import type { GuestSession } from '../session/session-store.ts';
import { Dialog } from './Dialog.tsx';
import { useToast } from './Toast.tsx';

interface ServiceButtonProps {
  state: CallState;
  label: string;
  waitingLabel: string;
  busy: boolean;
  onPress: () => void;
}

/** One call button: its label, "… wurde gerufen" while the call is open (pressing again would change nothing), then "Kommt gleich". */
function ServiceButton({ state, label, waitingLabel, busy, onPress }: ServiceButtonProps) {
  const { t } = useI18n();
  return (
    <button type="button" className={`service-button ${state}`} disabled={busy || state === 'waiting'} onClick={onPress}>
      {state === 'idle' && label}
      {state === 'waiting' && waitingLabel}
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

/** "Kellner rufen" and "Rechnung bitte" (asking Bar or Karte) for a guest at a table, with staff's answer live. */
export function ServiceCallBar({ session }: { session: GuestSession }) {
  const { t } = useI18n();
  const toast = useToast();
  const { waiter, bill, sending, call } = useServiceCalls(session);
  const [choosingPayment, setChoosingPayment] = useState(false);

  const send = async (kind: ServiceCallKind, paymentMethod?: PaymentMethod) => {
    setChoosingPayment(false);
    try {
      await call(kind, paymentMethod);
    } catch (err) {
      // Too fast (429), or refused (409, 400): the server says why.
      toast(limitMessage(err, [400, 409]) ?? t('service.failed'));
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
        busy={sending === 'BILL'}
        onPress={() => setChoosingPayment(true)}
      />
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
          <p>{t('service.howToPay')}</p>
          <div className="payment-choice">
            {METHODS.map(([method, label]) => (
              <button key={method} type="button" className="button primary" onClick={() => send('BILL', method)}>
                {t(label)}
              </button>
            ))}
          </div>
        </Dialog>
      )}
    </div>
  );
}
