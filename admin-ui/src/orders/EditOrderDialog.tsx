import { Dialog, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormDialogActions } from '../common/FormDialogActions';
import type { OrderChanges } from '../providers/orderMethods';
import { PAYMENT_METHODS, type Order } from './order.types';

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

/**
 * Edits the note and, before payment, the payment method the guest chose. A payment is recorded with "Bezahlen" and
 * then stays as its invoice says.
 */
export const EditOrderDialog = ({ order, onClose, onSave }: Props) => {
  const translate = useTranslate();
  const [note, setNote] = useState(order.note ?? '');
  const [paymentMethod, setPaymentMethod] = useState(order.paymentMethod);
  const paid = order.paymentStatus === 'PAID';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSave(paid ? { note: note.trim() || null } : { note: note.trim() || null, paymentMethod });
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
          {!paid && (
            <CodeSelect
              label={translate('app.edit_dialog.payment_method')}
              codes={PAYMENT_METHODS}
              labelPrefix="app.order.payment_method"
              value={paymentMethod}
              onChange={setPaymentMethod}
            />
          )}
        </DialogContent>
        <FormDialogActions onClose={onClose} />
      </form>
    </Dialog>
  );
};
