import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatEuro } from '../common/format';
import { drinksFirst } from '../common/orders/drinksFirst';
import { LineNote } from '../common/orders/LineNote';
import { PreparationChips } from '../common/orders/PreparationChips';
import { isRouted } from '../common/orders/PreparationLines';
import type { OrderItem } from './order.types';

/**
 * Article with extras and the guest's note, quantity and final price; drinks first, then the rest alphabetically. With
 * `stationNames`, once lines reached stations, where each stands there and its course. With `onQuantity` (an open,
 * unpaid order), − and + change a line's quantity.
 */
export const OrderItemsTable = ({
  items,
  stationNames,
  onQuantity,
  busy = false,
}: {
  items: OrderItem[];
  stationNames?: Map<number, string>;
  onQuantity?: (item: OrderItem, quantity: number) => void;
  busy?: boolean;
}) => {
  const translate = useTranslate();
  const routed = stationNames !== undefined && isRouted(items);
  if (items.length === 0) return <Typography color="text.secondary">{translate('app.order.no_items')}</Typography>;
  return (
    <Table size="small" aria-label={translate('app.order.items')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.order.article')}</TableCell>
          <TableCell align="right">{translate('app.order.quantity')}</TableCell>
          <TableCell align="right">{translate('app.order.price_final')}</TableCell>
          {routed && <TableCell>{translate('app.preparation.column')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {drinksFirst(items).map((item) => (
          <TableRow key={item.orderItemId}>
            <TableCell>
              {item.menuItemName}
              {item.addings.length > 0 && (
                <Typography variant="body2" color="text.secondary">
                  + {item.addings.join(', ')}
                </Typography>
              )}
              <LineNote note={item.note} sx={{ fontSize: '0.875rem' }} />
            </TableCell>
            <TableCell align="right">
              {onQuantity ? <QuantityStepper item={item} onQuantity={onQuantity} busy={busy} /> : item.quantity}
            </TableCell>
            <TableCell align="right">{formatEuro(item.priceFinal)}</TableCell>
            {routed && (
              <TableCell>
                {item.course && (
                  <Typography variant="body2" color="text.secondary">
                    {translate(`app.course.${item.course}`)}
                  </Typography>
                )}
                <PreparationChips preparation={item.preparation} stationNames={stationNames} />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** − quantity +: one piece less (at one, the line goes) or one more. */
const QuantityStepper = ({
  item,
  onQuantity,
  busy,
}: {
  item: OrderItem;
  onQuantity: (item: OrderItem, quantity: number) => void;
  busy: boolean;
}) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
      <IconButton
        size="small"
        aria-label={translate('app.preparation.less', { item: item.menuItemName })}
        onClick={() => onQuantity(item, item.quantity - 1)}
        disabled={busy}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography component="span" sx={{ minWidth: '2ch', textAlign: 'center' }}>
        {item.quantity}
      </Typography>
      <IconButton
        size="small"
        aria-label={translate('app.preparation.more', { item: item.menuItemName })}
        onClick={() => onQuantity(item, item.quantity + 1)}
        disabled={busy || item.quantity >= 99}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
};
