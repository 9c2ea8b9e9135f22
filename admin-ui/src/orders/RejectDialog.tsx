import { Dialog, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormDialogActions } from '../common/FormDialogActions';
import type { Order } from './order.types';

interface Props {
  order: Order;
  onClose: () => void;
  onReject: (reason: string) => void;
}

/** A reason is required: "Ablehnen" stays disabled until the trimmed reason is non-empty (spec 5). */
export const RejectDialog = ({ order, onClose, onReject }: Props) => {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (trimmed) onReject(trimmed);
        }}
      >
        <DialogTitle>{translate('app.reject_dialog.title', { number: order.orderNumber })}</DialogTitle>
        <DialogContent>
          <TextField
            label={translate('app.reject_dialog.reason')}
            helperText={translate('app.reject_dialog.hint')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <FormDialogActions onClose={onClose} submitLabel="app.action.reject" color="error" disabled={!trimmed} />
      </form>
    </Dialog>
  );
};
