import { type FormEvent, useId, useState } from 'react';
import type { InvoiceRecipientInput } from '../api/invoice-recipient.ts';
import { HttpError } from '../api/http.ts';
import type { MessageKey } from '../i18n/locales/de.ts';
import { useI18n } from '../i18n/i18n.tsx';

type Field = 'name' | 'address' | 'uid';
export type FieldErrors = Partial<Record<Field, MessageKey>>;

const FIELD_ERRORS: Record<Field, MessageKey> = {
  name: 'invoice.nameInvalid',
  address: 'invoice.addressInvalid',
  uid: 'invoice.uidInvalid',
};

/** The fields the server refused (400), each with the guest's words for it: the server's rule, the guest's language. */
export function refusedFields(err: unknown): FieldErrors {
  if (!(err instanceof HttpError) || err.status !== 400) return {};
  const errors = (err.body as { errors?: Array<{ field?: unknown }> } | null)?.errors;
  const fields = (Array.isArray(errors) ? errors : [])
    .map((e) => e.field)
    .filter((f): f is Field => typeof f === 'string' && f in FIELD_ERRORS);
  return Object.fromEntries(fields.map((field) => [field, FIELD_ERRORS[field]]));
}

interface Props {
  initial: InvoiceRecipientInput;
  busy: boolean;
  /** What the server refused of the last try. */
  refused: FieldErrors;
  onSave: (recipient: InvoiceRecipientInput) => void;
  onCancel: () => void;
  /** A field was typed into (the section forgets its last message). */
  onEdit: () => void;
}

/** Name (required), address and UID number of the invoice's recipient, as the guest types them. */
export function InvoiceRecipientForm({ initial, busy, refused, onSave, onCancel, onEdit }: Props) {
  const { t } = useI18n();
  const ids = { name: useId(), address: useId(), uid: useId(), latin: useId() };
  const [values, setValues] = useState(initial);
  const [required, setRequired] = useState(false);
  const [cleared, setCleared] = useState<FieldErrors>({});
  const errorOf = (field: Field) => (field === 'name' && required ? 'invoice.nameRequired' : cleared[field] ? undefined : refused[field]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values.name.trim() === '') return setRequired(true);
    setCleared({});
    onSave({ name: values.name, address: values.address || null, uid: values.uid || null });
  };

  const input = (field: Field, options: { optional?: boolean; describedBy?: string } = {}) => {
    const error = errorOf(field);
    const props = {
      id: ids[field],
      className: 'text-input',
      value: values[field] ?? '',
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [options.describedBy, error && `${ids[field]}-error`].filter(Boolean).join(' ') || undefined,
      onChange: (e: { target: { value: string } }) => {
        setValues({ ...values, [field]: e.target.value });
        setCleared({ ...cleared, [field]: refused[field] });
        if (field === 'name') setRequired(false);
        onEdit();
      },
    };
    return (
      <div className="field">
        <label htmlFor={ids[field]}>
          {t(`invoice.${field}`)} {options.optional && <span className="muted">({t('basket.optional')})</span>}
        </label>
        {/* Latin text (the invoice prints no other): left to right on an Arabic page too. */}
        {field === 'address' ? (
          <textarea {...props} rows={3} maxLength={300} autoComplete="street-address" dir="auto" />
        ) : field === 'uid' ? (
          <input {...props} maxLength={24} autoComplete="off" autoCapitalize="characters" spellCheck={false} dir="ltr" />
        ) : (
          <input {...props} maxLength={100} autoComplete="organization" dir="auto" />
        )}
        {error && (
          <p id={`${ids[field]}-error`} role="alert" className="notice small">
            {t(error)}
          </p>
        )}
      </div>
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      {input('name', { describedBy: ids.latin })}
      <p id={ids.latin} className="hint">
        {t('invoice.latin')}
      </p>
      {input('address', { optional: true })}
      {input('uid', { optional: true })}
      <div className="invoice-recipient-actions">
        <button type="submit" className="button primary" disabled={busy}>
          {t('invoice.save')}
        </button>
        <button type="button" className="button secondary" disabled={busy} onClick={onCancel}>
          {t('app.cancel')}
        </button>
      </div>
    </form>
  );
}
