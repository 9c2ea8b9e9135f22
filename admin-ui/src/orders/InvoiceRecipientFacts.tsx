import { Box, Button, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { FormDialogActions } from '../common/FormDialogActions';
import { draftOf, inputOf, type RecipientField, recipientErrorsOf } from '../common/orders/recipient';
import { RecipientFields } from '../common/orders/RecipientFields';
import { failureText, readServerError } from '../common/serverError';
import type { AppDataProvider } from '../providers/dataProvider';
import type { Order } from './order.types';

const TOAST_MS = 2200;

/** Names (or removes) whom the order's invoice will name; the server's field messages show at the fields. */
const RecipientDialog = ({ order, onClose }: { order: Order; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [draft, setDraft] = useState(() => draftOf(order.invoiceRecipient));
  const [errors, setErrors] = useState<Partial<Record<RecipientField, string>>>({});
  const [busy, setBusy] = useState(false);

  const send = async (remove: boolean) => {
    setBusy(true);
    try {
      await dataProvider.setInvoiceRecipient(order.id, remove ? null : inputOf(draft));
      notify(remove ? 'app.recipient.removed' : 'app.recipient.saved', { type: 'success', autoHideDuration: TOAST_MS });
      refresh();
      onClose();
    } catch (error) {
      const fields = recipientErrorsOf(readServerError(error).fields);
      setErrors(fields);
      if (Object.keys(fields).length === 0) notify(failureText(translate('app.action.failed'), error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void send(false);
        }}
      >
        <DialogTitle>{translate('app.recipient.dialog_title', { number: order.orderNumber })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <Typography variant="body2" color="text.secondary">
            {translate('app.recipient.hint')}
          </Typography>
          <RecipientFields draft={draft} onChange={setDraft} errors={errors} autoFocus />
          {order.invoiceRecipient && (
            <Button color="warning" disabled={busy} onClick={() => void send(true)} sx={{ justifySelf: 'start' }}>
              {translate('app.recipient.remove')}
            </Button>
          )}
        </DialogContent>
        <FormDialogActions onClose={onClose} disabled={busy || draft.name.trim() === ''} />
      </form>
    </Dialog>
  );
};

/**
 * "Rechnungsempfänger" on the order detail: whom the invoice names (a business guest's "Firmenrechnung", set by the
 * guest or staff), and while the invoice is not issued (the server's `invoiceRecipientEditable`) a button to change it.
 */
export const InvoiceRecipientFacts = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const [editing, setEditing] = useState(false);
  const recipient = order.invoiceRecipient;
  if (!recipient && !order.invoiceRecipientEditable) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }} data-testid="invoice-recipient">
      <Typography variant="body2">
        {translate('app.recipient.title')}:{' '}
        {recipient
          ? [recipient.name, ...(recipient.address?.split('\n') ?? []), recipient.uid && `UID ${recipient.uid}`].filter(Boolean).join(', ')
          : translate('app.recipient.none')}
      </Typography>
      {order.invoiceRecipientEditable && (
        <Button size="small" onClick={() => setEditing(true)}>
          {translate(recipient ? 'app.recipient.change' : 'app.recipient.set')}
        </Button>
      )}
      {editing && <RecipientDialog order={order} onClose={() => setEditing(false)} />}
    </Box>
  );
};
