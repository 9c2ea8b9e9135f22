import { Dialog, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormDialogActions } from '../FormDialogActions';
import { formatEuro } from '../format';
import type { PayOrder } from '../../providers/orderMethods';
import { PAYMENT_METHODS, type PaymentMethod } from '@tischlein/api-types';
import type { Order } from '../../orders/order.types';
import { paymentOf } from './payment';

interface PaymentDialogProps {
  title: string;
  dueCents: number;
  initialMethod: PaymentMethod;
  /** A line under the amount (what a correction does). */
  hint?: string;
  submitLabel?: string;
  onClose: () => void;
  onPay: (payment: PayOrder) => void;
}

/** Records a payment of `dueCents`: cash or card, a tip, and for cash what the guest gave (shows the change). */
export const PaymentDialog = ({
  title,
  dueCents,
  initialMethod,
  hint,
  submitLabel = 'app.action.pay',
  onClose,
  onPay,
}: PaymentDialogProps) => {
  const translate = useTranslate();
  const [method, setMethod] = useState<PaymentMethod>(initialMethod);
  const [tip, setTip] = useState('');
  const [given, setGiven] = useState('');
  const { valid, payment, tipValid, changeCents } = paymentOf(method, dueCents, tip, given);
  const short = changeCents !== null && changeCents < 0;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) onPay(payment);
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
        </DialogContent>
        <FormDialogActions onClose={onClose} submitLabel={submitLabel} disabled={!valid} />
      </form>
    </Dialog>
  );
};

interface Props {
  order: Order;
  /** Fixing the payment of a paid order (a credit note and a new invoice) rather than paying it. */
  correcting?: boolean;
  onClose: () => void;
  onPay: (payment: PayOrder) => void;
}

/** The payment of a whole order, or the correction of a paid order's payment. */
export const PayDialog = ({ order, correcting = false, onClose, onPay }: Props) => {
  const translate = useTranslate();
  return (
    <PaymentDialog
      title={translate(correcting ? 'app.pay_dialog.correct_title' : 'app.pay_dialog.title', { number: order.orderNumber })}
      dueCents={Math.round(order.grossAmount * 100)}
      initialMethod={order.paymentMethod}
      hint={correcting ? translate('app.pay_dialog.correct_hint', { invoice: order.invoiceNumber ?? '' }) : undefined}
      submitLabel={correcting ? 'app.action.correct_payment' : 'app.action.pay'}
      onClose={onClose}
      onPay={onPay}
    />
  );
};
