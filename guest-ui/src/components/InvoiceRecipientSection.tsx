import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import {
  type GuestInvoiceRecipient,
  type InvoiceRecipientInput,
  loadInvoiceRecipient,
  saveInvoiceRecipient,
} from '../api/invoice-recipient.ts';
import { HttpError } from '../api/http.ts';
import type { MessageKey } from '../i18n/locales/de.ts';
import { useI18n } from '../i18n/i18n.tsx';
import type { GuestSession } from '../session/session-store.ts';
import { type FieldErrors, InvoiceRecipientForm, refusedFields } from './InvoiceRecipientForm.tsx';

const EMPTY: InvoiceRecipientInput = { name: '', address: '', uid: '' };

interface Props {
  session: GuestSession;
  orderId: number;
  /** The order's payment status as the live feed tells it: once paid, the recipient shows as issued. */
  paymentStatus?: string;
}

/**
 * "Firmenrechnung" on the confirmation of the guest's own order: whom its invoice names (name, address, UID), until
 * the invoice is issued. Shown only for an order this phone placed (the server answers 404 for any other).
 */
export function InvoiceRecipientSection({ session, orderId, paymentStatus }: Props) {
  const { t } = useI18n();
  const titleId = useId();
  const [state, setState] = useState<GuestInvoiceRecipient | null>(null);
  const [form, setForm] = useState<InvoiceRecipientInput | null>(null);
  const [refused, setRefused] = useState<FieldErrors>({});
  const [message, setMessage] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The session object is re-read from storage on each render; its id is what matters.
  const currentSession = useEffectEvent(() => session);

  useEffect(() => {
    const abort = new AbortController();
    loadInvoiceRecipient(currentSession(), orderId, abort.signal).then(setState, () => setState(null));
    return () => abort.abort();
  }, [session.sessionId, orderId, paymentStatus]);

  if (!state || (!state.editable && !state.recipient)) return null;

  const open = (values: InvoiceRecipientInput) => {
    setForm(values);
    setRefused({});
    setMessage(null);
  };

  /** Leaves the form: the focus goes to the section's heading instead of a button that is gone. */
  const close = () => {
    setForm(null);
    requestAnimationFrame(() => heading.current?.focus());
  };

  const save = async (recipient: InvoiceRecipientInput | null) => {
    setBusy(true);
    try {
      setState(await saveInvoiceRecipient(session, orderId, recipient));
      close();
      setMessage(recipient ? 'invoice.saved' : 'invoice.removed');
    } catch (err) {
      const fields = refusedFields(err);
      setRefused(fields);
      const locked = err instanceof HttpError && err.status === 409;
      if (Object.keys(fields).length === 0) setMessage(locked ? 'invoice.locked' : 'invoice.failed');
      if (locked) {
        close();
        setState(await loadInvoiceRecipient(session, orderId).catch(() => state));
      }
    } finally {
      setBusy(false);
    }
  };

  const { recipient, editable } = state;
  return (
    <section className="invoice-recipient" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {t('invoice.title')}
      </h2>
      {form ? (
        <InvoiceRecipientForm
          initial={form}
          busy={busy}
          refused={refused}
          onSave={(values) => void save(values)}
          onCancel={close}
          onEdit={() => setMessage(null)}
        />
      ) : recipient ? (
        <>
          <address className="invoice-recipient-shown" data-testid="invoice-recipient">
            {/* Latin text (the invoice prints no other): left to right on an Arabic page too. */}
            <strong dir="auto">{recipient.name}</strong>
            {recipient.address?.split('\n').map((line) => (
              <span key={line} dir="auto">
                {line}
              </span>
            ))}
            {recipient.uid && <span dir="ltr">{recipient.uid}</span>}
          </address>
          {editable ? (
            <div className="invoice-recipient-actions">
              <button
                type="button"
                className="button secondary"
                onClick={() => open({ name: recipient.name, address: recipient.address ?? '', uid: recipient.uid ?? '' })}
              >
                {t('invoice.change')}
              </button>
              <button type="button" className="button secondary" disabled={busy} onClick={() => void save(null)}>
                {t('invoice.remove')}
              </button>
            </div>
          ) : (
            <p className="hint">{t('invoice.issued')}</p>
          )}
        </>
      ) : (
        <>
          <p className="hint">{t('invoice.hint')}</p>
          <button type="button" className="button secondary wide" onClick={() => open(EMPTY)}>
            {t('invoice.add')}
          </button>
        </>
      )}
      {/* Always there, so screen readers announce what is put into it. */}
      <p role="status" className={message === 'invoice.locked' || message === 'invoice.failed' ? 'notice small' : 'hint'}>
        {message ? t(message) : ''}
      </p>
    </section>
  );
}
