import { Dialog, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormDialogActions } from '../FormDialogActions';
import { formatEuro } from '../format';
import type { PayOrder } from '../../providers/orderMethods';
import { PAYMENT_METHODS, type PaymentMethod } from '@tischlein/api-types';
import type { Order } from '../../orders/order.types';
import { paymentOf } from './payment';

interface Props {
  order: Order;
  /** Fixing the payment of a paid order (a credit note and a new invoice) rather than paying it. */
  correcting?: boolean;
  onClose: () => void;
  onPay: (payment: PayOrder) => void;
}

/** Records the payment of the whole order: cash or card, a tip, and for cash what the guest gave (shows the change). */
export const PayDialog = ({ order, correcting = false, onClose, onPay }: Props) => {
  const translate = useTranslate();
  const [method, setMethod] = useState<PaymentMethod>(order.paymentMethod);
  const [tip, setTip] = useState('');
  const [given, setGiven] = useState('');
  const dueCents = Math.round(order.grossAmount * 100);
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
        <DialogTitle>
          {translate(correcting ? 'app.pay_dialog.correct_title' : 'app.pay_dialog.title', { number: order.orderNumber })}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <Typography variant="h6" component="p" data-testid="pay-due">
            {translate('app.pay_dialog.due', { amount: formatEuro(order.grossAmount) })}
          </Typography>
          {correcting && (
            <Typography variant="body2" color="text.secondary">
              {translate('app.pay_dialog.correct_hint', { invoice: order.invoiceNumber ?? '' })}
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
        <FormDialogActions onClose={onClose} submitLabel={correcting ? 'app.action.correct_payment' : 'app.action.pay'} disabled={!valid} />
      </form>
    </Dialog>
  );
};
