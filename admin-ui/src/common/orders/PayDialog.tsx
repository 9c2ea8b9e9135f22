import {
  Alert,
  Checkbox,
  Dialog,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormDialogActions } from '../FormDialogActions';
import { formatEuro } from '../format';
import type { PayOrder } from '../../providers/orderMethods';
import { type InvoiceRecipient, PAYMENT_METHODS, type PaymentMethod } from '@tischlein/api-types';
import type { Order } from '../../orders/order.types';
import { paymentOf } from './payment';
import { draftOf, inputOf, type RecipientProblem } from './recipient';
import { RecipientFields } from './RecipientFields';

interface PaymentDialogProps {
  title: string;
  dueCents: number;
  initialMethod: PaymentMethod;
  /** A line under the amount (what a correction does). */
  hint?: string;
  submitLabel?: string;
  /** The recipient the order names already (the dialog shows it and may change it); none for a table's bill. */
  initialRecipient?: InvoiceRecipient | null;
  /** The server refused the payment for its invoice's recipient: the dialog asks for it (docs/decisions.md, Invoices). */
  recipientProblem?: RecipientProblem | null;
  onClose: () => void;
  onPay: (payment: PayOrder) => void;
}

/**
 * The recipient part of a payment: the one entered ("Firmenrechnung"); null when an order's recipient was unticked;
 * nothing when there was none to begin with (a table's bill then names what its orders name).
 */
const recipientPart = (business: boolean, draft: ReturnType<typeof draftOf>, initial: InvoiceRecipient | null | undefined) =>
  business ? { recipient: inputOf(draft) } : initial ? { recipient: null } : {};

/**
 * Records a payment of `dueCents`: cash or card, a tip, for cash what the guest gave (shows the change), and whom the
 * invoice names when the guest wants a business invoice (or the server asks for it: above 400 €).
 */
export const PaymentDialog = ({
  title,
  dueCents,
  initialMethod,
  hint,
  submitLabel = 'app.action.pay',
  initialRecipient,
  recipientProblem,
  onClose,
  onPay,
}: PaymentDialogProps) => {
  const translate = useTranslate();
  const [method, setMethod] = useState<PaymentMethod>(initialMethod);
  const [tip, setTip] = useState('');
  const [given, setGiven] = useState('');
  const [ticked, setTicked] = useState(Boolean(initialRecipient));
  const [draft, setDraft] = useState(() => draftOf(initialRecipient));
  const { valid, payment, tipValid, changeCents } = paymentOf(method, dueCents, tip, given);
  const short = changeCents !== null && changeCents < 0;
  // Asked for by the server: the recipient fields stay open until it has one.
  const business = ticked || Boolean(recipientProblem);
  const complete = valid && (!business || draft.name.trim() !== '');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (complete) onPay({ ...payment, ...recipientPart(business, draft, initialRecipient) });
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <Typography variant="h6" component="p" data-testid="pay-due">
            {translate('app.pay_dialog.due', { amount: formatEuro(dueCents / 100) })}
          </Typography>
          {hint && (
            <Typography variant="body2" color="text.secondary">
              {hint}
            </Typography>
          )}
          <RadioGroup
            row
            aria-label={translate('app.edit_dialog.payment_method')}
            value={method}
            onChange={(e) => setMethod(e.target.value as PaymentMethod)}
          >
            {PAYMENT_METHODS.map((code) => (
              <FormControlLabel key={code} value={code} control={<Radio />} label={translate(`app.order.payment_method.${code}`)} />
            ))}
          </RadioGroup>
          <TextField
            label={translate('app.pay_dialog.tip')}
            value={tip}
            onChange={(e) => setTip(e.target.value)}
            error={!tipValid}
            helperText={tipValid ? ' ' : translate('app.pay_dialog.invalid_amount')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          {method === 'CASH' && (
            <TextField
              label={translate('app.pay_dialog.given')}
              value={given}
              onChange={(e) => setGiven(e.target.value)}
              error={short || (given.trim() !== '' && !valid && tipValid)}
              helperText={
                short
                  ? translate('app.pay_dialog.too_little')
                  : changeCents !== null
                    ? translate('app.pay_dialog.change', { amount: formatEuro(changeCents / 100) })
                    : ' '
              }
              slotProps={{ htmlInput: { inputMode: 'decimal' }, formHelperText: { role: 'status' } }}
            />
          )}
          <FormControlLabel
            control={
              <Checkbox checked={business} disabled={Boolean(recipientProblem?.required)} onChange={(e) => setTicked(e.target.checked)} />
            }
            label={translate('app.recipient.business')}
          />
          {recipientProblem?.required && (
            <Alert severity="warning" role="alert">
              {recipientProblem.required}
            </Alert>
          )}
          {business && (
            <RecipientFields draft={draft} onChange={setDraft} errors={recipientProblem?.fields} autoFocus={Boolean(recipientProblem)} />
          )}
        </DialogContent>
        <FormDialogActions onClose={onClose} submitLabel={submitLabel} disabled={!complete} />
      </form>
    </Dialog>
  );
};

interface Props {
  order: Order;
  /** Fixing the payment of a paid order (a credit note and a new invoice) rather than paying it. */
  correcting?: boolean;
  recipientProblem?: RecipientProblem | null;
  onClose: () => void;
  onPay: (payment: PayOrder) => void;
}

/** The payment of a whole order, or the correction of a paid order's payment; the order's recipient comes along. */
export const PayDialog = ({ order, correcting = false, recipientProblem, onClose, onPay }: Props) => {
  const translate = useTranslate();
  return (
    <PaymentDialog
      title={translate(correcting ? 'app.pay_dialog.correct_title' : 'app.pay_dialog.title', { number: order.orderNumber })}
      dueCents={Math.round(order.grossAmount * 100)}
      initialMethod={order.paymentMethod}
      hint={correcting ? translate('app.pay_dialog.correct_hint', { invoice: order.invoiceNumber ?? '' }) : undefined}
      submitLabel={correcting ? 'app.action.correct_payment' : 'app.action.pay'}
      initialRecipient={order.invoiceRecipient}
      recipientProblem={recipientProblem}
      onClose={onClose}
      onPay={onPay}
    />
  );
};
