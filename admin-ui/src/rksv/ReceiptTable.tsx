import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Box, Chip, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Fragment, useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { saveBlob } from '../common/saveBlob';
import { failureText } from '../common/serverError';
import { formatCents, formatReceiptDateTime } from './rksvFormat';
import { RksvSection } from './RksvSection';
import type { RksvReceipt } from './rksv.types';
import { useRksvApi } from './useRksv';

const HEAD = { fontWeight: 600, whiteSpace: 'nowrap' } as const;
const COLUMNS = 6;

/** The register's last receipts, newest first; each one's machine-readable code (its QR code's text) unfolds below it. */
export const ReceiptTable = ({ receipts }: { receipts: RksvReceipt[] }) => {
  const translate = useTranslate();
  return (
    <RksvSection title={translate('app.rksv.receipts.title')}>
      {(headingId) =>
        receipts.length === 0 ? (
          <Typography color="text.secondary">{translate('app.rksv.receipts.empty')}</Typography>
        ) : (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby={headingId}>
              <TableHead>
                <TableRow>
                  <TableCell sx={HEAD}>{translate('app.rksv.receipts.number')}</TableCell>
                  <TableCell sx={HEAD}>{translate('app.rksv.receipts.kind')}</TableCell>
                  <TableCell sx={HEAD}>{translate('app.rksv.receipts.date_time')}</TableCell>
                  <TableCell sx={HEAD} align="right">
                    {translate('app.rksv.receipts.amount')}
                  </TableCell>
                  <TableCell sx={HEAD}>{translate('app.rksv.receipts.invoice')}</TableCell>
                  <TableCell sx={HEAD}>{translate('app.rksv.receipts.code')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {receipts.map((receipt) => (
                  <ReceiptRow key={receipt.receiptNumber} receipt={receipt} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )
      }
    </RksvSection>
  );
};

/** Receipts without an invoice that the owner prints and keeps (the Jahresbeleg above all): a PDF of their own. */
const PRINTED_ON_THEIR_OWN = new Set<RksvReceipt['kind']>(['START', 'NULL', 'RECOVERY', 'MONTH', 'YEAR', 'CLOSING']);

const ReceiptPdfButton = ({ receipt }: { receipt: RksvReceipt }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useRksvApi();
  const [loading, setLoading] = useState(false);
  const label = translate('app.rksv.receipts.pdf', { number: receipt.receiptNumber });
  const download = async () => {
    setLoading(true);
    try {
      saveBlob(await api.getRksvReceiptPdf(receipt.receiptNumber), `Beleg-${receipt.receiptNumber}.pdf`);
    } catch (error) {
      notify(failureText(translate('app.rksv.export.failed'), error), { type: 'error' });
    } finally {
      setLoading(false);
    }
  };
  return (
    <IconButton size="small" aria-label={label} title={label} disabled={loading} onClick={() => void download()}>
      <PictureAsPdfIcon fontSize="small" />
    </IconButton>
  );
};

const ReceiptRow = ({ receipt }: { receipt: RksvReceipt }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const codeId = useId();
  const toggle = translate(open ? 'app.rksv.receipts.hide_code' : 'app.rksv.receipts.show_code', { number: receipt.receiptNumber });
  return (
    <Fragment>
      <TableRow hover data-testid="rksv-receipt" sx={open ? { '& > *': { borderBottom: 'unset' } } : undefined}>
        <TableCell component="th" scope="row" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {receipt.receiptNumber}
        </TableCell>
        <TableCell>
          <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {translate(`app.rksv.kind.${receipt.kind}`)}
            {!receipt.signed && <Chip size="small" color="error" variant="outlined" label={translate('app.rksv.receipts.unsigned')} />}
          </Box>
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatReceiptDateTime(receipt.dateTime)}</TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {formatCents(receipt.totalCents)}
        </TableCell>
        <TableCell>
          {receipt.invoiceNumber ?? (PRINTED_ON_THEIR_OWN.has(receipt.kind) ? <ReceiptPdfButton receipt={receipt} /> : '–')}
        </TableCell>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={toggle}
            title={toggle}
            aria-expanded={open}
            aria-controls={open ? codeId : undefined}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
      </TableRow>
      {open && (
        <TableRow>
          <TableCell colSpan={COLUMNS} id={codeId} sx={{ pt: 0 }}>
            <Box component="code" sx={{ display: 'block', fontSize: '0.75rem', wordBreak: 'break-all', color: 'text.secondary' }}>
              {receipt.machineCode}
            </Box>
          </TableCell>
        </TableRow>
      )}
    </Fragment>
  );
};
