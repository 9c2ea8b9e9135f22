import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { Order } from '../orders/order.types';
import type { AppDataProvider } from '../providers/dataProvider';

/** Saves a blob under a file name (an object URL and a temporary link; the token never leaves the fetch). */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads the invoice of a COMPLETED order as <orderNumber>.pdf. */
export const InvoiceButton = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [loading, setLoading] = useState(false);
  if (order.status !== 'COMPLETED') return null;
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
