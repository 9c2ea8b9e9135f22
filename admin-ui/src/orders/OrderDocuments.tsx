import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { saveBlob } from '../common/saveBlob';
import type { AppDataProvider } from '../providers/dataProvider';
import type { Order } from './order.types';

/**
 * The credit notes of an order and the invoices they reversed, each downloadable as a PDF; the current invoice has
 * its own button (InvoiceButton). Shown once an order has more than one document.
 */
export const OrderDocuments = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: documents = [] } = useQuery({
    queryKey: ['orders', 'documents', order.id, order.updatedAt],
    queryFn: () => dataProvider.getOrderDocuments(order.id),
    enabled: order.paymentStatus !== 'PENDING',
  });
  if (documents.length < 2 && order.paymentStatus === 'PAID') return null;
  const download = async (invoiceNumber: string) => {
    try {
      saveBlob(await dataProvider.getOrderDocument(order.id, invoiceNumber), `${invoiceNumber}.pdf`);
    } catch {
      notify('app.action.invoice_failed', { type: 'error', autoHideDuration: 2200 });
    }
  };
  return (
    <>
      {documents.map((document) => (
        <Button
          key={document.invoiceNumber}
          size="small"
          startIcon={<PictureAsPdfIcon />}
          onClick={() => void download(document.invoiceNumber)}
        >
          {`${translate(document.kind === 'CREDIT_NOTE' ? 'app.action.refund' : 'app.action.invoice')} ${document.invoiceNumber}`}
        </Button>
      ))}
    </>
  );
};
