import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router';
import type { BillGuest, Payment, TableBill } from '@tischlein/api-types';
import { formatEuro } from '../common/format';
import { openSinceText } from './billTexts';
import { PaymentDialog } from '../common/orders/PayDialog';
import { saveBlob } from '../common/saveBlob';
import type { PayOrder } from '../providers/orderMethods';
import type { AppDataProvider } from '../providers/dataProvider';
import { BillGuestCard } from './BillGuestCard';
import { type BillSelection, equalPartCents, guestSelection, selectionCents, selectionLines, withPieces } from './billSelection';
import { TableChangeDialog } from './TableChangeDialog';
import { useTableBill } from './useTableBill';

/** What the payment dialog is about to collect: picked lines, or one of the equal parts. */
type Paying = { title: string; cents: number; lines: BillSelection } | { title: string; cents: number; parts: number };

const lines = (bill: TableBill) => bill.guests.flatMap((g) => g.lines);

/** The parts paid so far, each with its invoice (or credit note) as a PDF. */
const BillPayments = ({ payments }: { payments: Payment[] }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  if (!payments.length) return null;
  return (
    <Card variant="outlined" component="section" aria-label={translate('app.bill.payments')}>
      <CardContent sx={{ display: 'grid', gap: 1, '&:last-child': { pb: 2 } }}>
        <Typography component="h2" variant="h6">
          {translate('app.bill.payments')}
        </Typography>
        {payments.map((payment) => (
          <Box key={payment.paymentId} data-testid="bill-payment" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ flex: '1 1 10rem' }}>
              {translate(`app.order.payment_method.${payment.method}`)} · {formatEuro(payment.amountCents / 100)}
            </Typography>
            {payment.invoiceNumber && (
              <Button
                size="large"
                onClick={async () =>
                  saveBlob(await dataProvider.getInvoiceByNumber(payment.invoiceNumber!), `${payment.invoiceNumber}.pdf`)
                }
                sx={{ minHeight: 48 }}
              >
                {translate('app.bill.invoice', { number: payment.invoiceNumber })}
              </Button>
            )}
          </Box>
        ))}
      </CardContent>
    </Card>
  );
};

/**
 * /admin/waiter/tables/:tableId — the table's bill on the waiter's phone: every open line by guest; pay one guest's
 * lines ("Getrennt zahlen"), picked pieces, equal parts or everything ("Tisch abrechnen"); each payment gets its
 * invoice. Merge another table in, move an order away, and free the table once all is paid.
 */
const TableBillPage = () => {
  const translate = useTranslate();
  const tableId = Number(useParams().tableId);
  const { bill, failed, pending, pay, recipientProblem, clearRecipientProblem, merge, move, free } = useTableBill(tableId);
  const [selection, setSelection] = useState<BillSelection>(new Map());
  const [parts, setParts] = useState('2');
  const [paying, setPaying] = useState<Paying | null>(null);
  const [changing, setChanging] = useState<'merge' | 'move' | null>(null);

  if (failed) return <Alert severity="error">{translate('app.bill.failed')}</Alert>;
  if (!bill) return null;
  const title = translate('app.bill.title', { number: bill.tableNumber });
  const picked = selectionCents(lines(bill), selection);
  const partCount = Number(parts);
  const partsValid = Number.isInteger(partCount) && partCount >= 1 && partCount <= 50;

  const payGuest = (guest: BillGuest) =>
    setPaying({ title: `${title} · ${guest.name}`, cents: guest.openCents, lines: guestSelection(guest) });
  const collect = async (payment: PayOrder) => {
    if (!paying) return;
    const body =
      'lines' in paying
        ? { ...payment, lines: selectionLines(paying.lines), expectedCents: paying.cents }
        : { ...payment, share: { parts: paying.parts }, expectedCents: paying.cents };
    const outcome = await pay(body);
    // Refused for the invoice's recipient: the dialog stays and asks for it.
    if (outcome !== 'recipient') setPaying(null);
    if (outcome === 'paid') {
      setSelection(new Map());
      if ('parts' in paying && paying.parts > 1) setParts(String(paying.parts - 1));
    }
  };

  return (
    <Box sx={{ py: { xs: 1, sm: 2 }, px: { xs: 0, sm: 1 }, display: 'grid', gap: 2, alignContent: 'start', maxWidth: 720, minWidth: 0 }}>
      <Title title={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button component={Link} to="/admin/waiter" sx={{ minHeight: 48 }}>
          {translate('app.bill.back')}
        </Button>
        <Typography variant="h5" component="h1" sx={{ flex: '1 1 auto' }}>
          {title}
        </Typography>
      </Box>
      <Typography variant="h6" component="p" data-testid="bill-open">
        {translate('app.bill.open', { amount: formatEuro(bill.openCents / 100) })}
        {bill.firstOrderAt && ` · ${openSinceText(translate, bill.firstOrderAt)}`}
      </Typography>
      {bill.settled && (
        <Alert
          severity="success"
          action={
            <Button color="inherit" size="large" disabled={pending} onClick={() => void free()}>
              {translate('app.bill.free')}
            </Button>
          }
        >
          {translate('app.bill.settled')}
        </Alert>
      )}
      {bill.guests.map((guest) => (
        <BillGuestCard
          key={guest.key}
          guest={guest}
          selection={selection}
          busy={pending}
          onPieces={(line, pieces) => setSelection(withPieces(selection, line.orderItemId, pieces))}
          onPayGuest={payGuest}
        />
      ))}
      {!bill.settled && (
        <Card variant="outlined" component="section" aria-label={translate('app.bill.pay_section')}>
          <CardContent sx={{ display: 'grid', gap: 1.5, '&:last-child': { pb: 2 } }}>
            <Button
              variant="contained"
              size="large"
              disabled={pending || picked === 0}
              onClick={() => setPaying({ title: `${title} · ${translate('app.bill.selection')}`, cents: picked, lines: selection })}
              sx={{ minHeight: 48 }}
            >
              {translate('app.bill.pay_selection', { amount: formatEuro(picked / 100) })}
            </Button>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <TextField
                label={translate('app.bill.parts')}
                value={parts}
                onChange={(e) => setParts(e.target.value)}
                error={!partsValid}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                sx={{ width: '8rem' }}
              />
              <Button
                variant="outlined"
                size="large"
                disabled={pending || !partsValid}
                onClick={() =>
                  setPaying({
                    title: `${title} · ${translate('app.bill.part_of', { parts: partCount })}`,
                    cents: equalPartCents(bill.openCents, partCount),
                    parts: partCount,
                  })
                }
                sx={{ minHeight: 48, flex: '1 1 12rem' }}
              >
                {partsValid ? translate('app.bill.pay_part', { amount: formatEuro(equalPartCents(bill.openCents, partCount) / 100) }) : '–'}
              </Button>
            </Box>
            <Button
              variant="contained"
              color="success"
              size="large"
              disabled={pending}
              onClick={() => setPaying({ title: `${title} · ${translate('app.bill.pay_all')}`, cents: bill.openCents, parts: 1 })}
              sx={{ minHeight: 48 }}
            >
              {translate('app.bill.pay_all')} ({formatEuro(bill.openCents / 100)})
            </Button>
          </CardContent>
        </Card>
      )}
      <BillPayments payments={bill.payments} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="large" disabled={pending} onClick={() => setChanging('merge')} sx={{ minHeight: 48 }}>
          {translate('app.bill.merge')}
        </Button>
        {!bill.settled && (
          <Button size="large" disabled={pending} onClick={() => setChanging('move')} sx={{ minHeight: 48 }}>
            {translate('app.bill.move')}
          </Button>
        )}
      </Box>
      {paying && (
        <PaymentDialog
          title={paying.title}
          dueCents={paying.cents}
          initialMethod="CASH"
          recipientProblem={recipientProblem}
          onClose={() => {
            setPaying(null);
            clearRecipientProblem();
          }}
          onPay={(payment) => void collect(payment)}
        />
      )}
      {changing && (
        <TableChangeDialog
          bill={bill}
          kind={changing}
          onClose={() => setChanging(null)}
          onMerge={(from) => void merge(from).then(() => setChanging(null))}
          onMove={(orderId, to) => void move(orderId, to).then(() => setChanging(null))}
        />
      )}
    </Box>
  );
};

export default TableBillPage;
