import { Box, Button, Card, CardContent, IconButton, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useTranslate } from 'react-admin';
import type { BillGuest, BillLine } from '@tischlein/api-types';
import { formatEuro } from '../common/format';
import { LineNote } from '../common/orders/LineNote';
import { type BillSelection, pickablePieces, piecesCents } from './billSelection';

interface Props {
  guest: BillGuest;
  selection: BillSelection;
  busy: boolean;
  onPieces: (line: BillLine, pieces: number) => void;
  onPayGuest: (guest: BillGuest) => void;
}

/** One line: what is open of it, and how many of its pieces go into the payment being put together. */
const BillLineRow = ({ line, picked, onPieces }: { line: BillLine; picked: number; onPieces: (pieces: number) => void }) => {
  const translate = useTranslate();
  const max = pickablePieces(line);
  const name = `${line.openQuantity || line.quantity}× ${line.menuItemName}`;
  return (
    <Box
      role="group"
      aria-label={name}
      data-testid="bill-line"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{name}</Typography>
        {line.extras.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            + {line.extras.join(', ')}
          </Typography>
        )}
        <LineNote note={line.note} />
        <Typography variant="body2" color="text.secondary">
          {line.openQuantity === 0
            ? translate('app.bill.rest', { amount: formatEuro(line.openCents / 100) })
            : formatEuro(line.openCents / 100)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flex: '0 0 auto' }}>
        <IconButton
          aria-label={translate('app.bill.fewer', { name: line.menuItemName })}
          disabled={picked === 0}
          onClick={() => onPieces(picked - 1)}
          sx={{ width: 44, height: 44 }}
        >
          <RemoveIcon />
        </IconButton>
        <Typography
          aria-live="polite"
          data-testid="bill-line-picked"
          sx={{ minWidth: '3.2em', textAlign: 'center', fontWeight: picked ? 700 : 400 }}
        >
          {picked}/{max}
        </Typography>
        <IconButton
          aria-label={translate('app.bill.more', { name: line.menuItemName })}
          disabled={picked >= max}
          onClick={() => onPieces(picked + 1)}
          sx={{ width: 44, height: 44 }}
        >
          <AddIcon />
        </IconButton>
      </Box>
    </Box>
  );
};

/** A guest's open lines ("Gast 2", or the name they gave), their total, and "Getrennt zahlen" for all of them. */
export const BillGuestCard = ({ guest, selection, busy, onPieces, onPayGuest }: Props) => {
  const translate = useTranslate();
  const picked = guest.lines.reduce((sum, line) => sum + piecesCents(line, selection.get(line.orderItemId) ?? 0), 0);
  return (
    <Card component="section" aria-label={guest.name} variant="outlined" data-testid="bill-guest">
      <CardContent sx={{ display: 'grid', gap: 0.5, '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, flex: '1 1 auto' }}>
            {guest.name}
          </Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid="bill-guest-total">
            {formatEuro(guest.openCents / 100)}
          </Typography>
        </Box>
        {guest.lines.map((line) => (
          <BillLineRow
            key={line.orderItemId}
            line={line}
            picked={selection.get(line.orderItemId) ?? 0}
            onPieces={(pieces) => onPieces(line, pieces)}
          />
        ))}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pt: 1, flexWrap: 'wrap' }}>
          {picked > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 auto' }}>
              {translate('app.bill.picked', { amount: formatEuro(picked / 100) })}
            </Typography>
          )}
          <Button variant="outlined" size="large" disabled={busy} onClick={() => onPayGuest(guest)} sx={{ minHeight: 48, ml: 'auto' }}>
            {translate('app.bill.pay_guest')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};
