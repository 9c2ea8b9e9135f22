import { Dialog, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormDialogActions } from '../common/FormDialogActions';
import type { OrderChanges } from '../providers/orderMethods';
import { PAYMENT_METHODS, PAYMENT_STATUSES, type Order } from './order.types';

interface Props {
  order: Order;
  onClose: () => void;
  onSave: (changes: OrderChanges) => void;
}

/** A select over a fixed list of codes, labelled through the translations under `labelPrefix`. */
function CodeSelect<T extends string>(props: {
  label: string;
  codes: readonly T[];
  labelPrefix: string;
  value: T;
  onChange: (v: T) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField select label={props.label} value={props.value} onChange={(e) => props.onChange(e.target.value as T)}>
      {props.codes.map((code) => (
        <MenuItem key={code} value={code}>
          {translate(`${props.labelPrefix}.${code}`)}
        </MenuItem>
      ))}
    </TextField>
  );
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
          <CodeSelect
            label={translate('app.edit_dialog.payment_method')}
            codes={PAYMENT_METHODS}
            labelPrefix="app.order.payment_method"
            value={paymentMethod}
            onChange={setPaymentMethod}
          />
          <CodeSelect
            label={translate('app.edit_dialog.payment_status')}
            codes={PAYMENT_STATUSES}
            labelPrefix="app.order.payment_status"
            value={paymentStatus}
            onChange={setPaymentStatus}
          />
        </DialogContent>
        <FormDialogActions onClose={onClose} />
      </form>
    </Dialog>
  );
};
