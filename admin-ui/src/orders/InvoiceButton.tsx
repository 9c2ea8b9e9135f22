import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { saveBlob } from '../common/saveBlob';
import type { Order } from './order.types';
import type { AppDataProvider } from '../providers/dataProvider';

/** Downloads the invoice of a paid order (issued when it was paid) as <orderNumber>.pdf. */
export const InvoiceButton = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [loading, setLoading] = useState(false);
  if (order.paymentStatus !== 'PAID') return null;
  const download = async () => {
    setLoading(true);
    try {
      saveBlob(await dataProvider.getInvoice(order.id), `${order.orderNumber}.pdf`);
    } catch {
      notify('app.action.invoice_failed', { type: 'error', autoHideDuration: 2200 });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<PictureAsPdfIcon />}
      onClick={download}
      disabled={loading}
      aria-label={`${translate('app.action.invoice')} ${order.orderNumber}`}
    >
      {translate('app.action.invoice')}
    </Button>
  );
};
