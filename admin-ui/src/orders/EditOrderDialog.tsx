import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { OrderChanges } from '../providers/dataProvider';
import { PAYMENT_METHODS, PAYMENT_STATUSES, type Order } from './order.types';

interface Props {
  order: Order;
  onClose: () => void;
  onSave: (changes: OrderChanges) => void;
}

/** Edits the note, payment method and payment status (spec: edit dialog). */
export const EditOrderDialog = ({ order, onClose, onSave }: Props) => {
  const translate = useTranslate();
  const [note, setNote] = useState(order.note ?? '');
  const [paymentMethod, setPaymentMethod] = useState(order.paymentMethod);
  const [paymentStatus, setPaymentStatus] = useState(order.paymentStatus);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSave({ note: note.trim() || null, paymentMethod, paymentStatus });
        }}
      >
        <DialogTitle>{translate('app.edit_dialog.title', { number: order.orderNumber })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            label={translate('app.edit_dialog.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={2}
            autoFocus
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <TextField
            select
            label={translate('app.edit_dialog.payment_method')}
            value={paymentMethod}
            onChange={(e) => setPaymentMethod(e.target.value as Order['paymentMethod'])}
          >
            {PAYMENT_METHODS.map((m) => (
              <MenuItem key={m} value={m}>
                {translate(`app.order.payment_method.${m}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={translate('app.edit_dialog.payment_status')}
            value={paymentStatus}
            onChange={(e) => setPaymentStatus(e.target.value as Order['paymentStatus'])}
          >
            {PAYMENT_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {translate(`app.order.payment_status.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.action.abort')}</Button>
          <Button type="submit" variant="contained">
            {translate('app.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
