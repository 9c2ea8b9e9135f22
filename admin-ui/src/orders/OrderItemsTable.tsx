import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatEuro } from '../common/format';
import { drinksFirst } from '../common/orders/drinksFirst';
import { LineNote } from '../common/orders/LineNote';
import type { OrderItem } from './order.types';

/** Article with extras and the guest's note, quantity and final price; drinks first, then the rest alphabetically. */
export const OrderItemsTable = ({ items }: { items: OrderItem[] }) => {
  const translate = useTranslate();
  if (items.length === 0) return <Typography color="text.secondary">{translate('app.order.no_items')}</Typography>;
  return (
    <Table size="small" aria-label={translate('app.order.items')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.order.article')}</TableCell>
          <TableCell align="right">{translate('app.order.quantity')}</TableCell>
          <TableCell align="right">{translate('app.order.price_final')}</TableCell>
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
            <TableCell align="right">{item.quantity}</TableCell>
            <TableCell align="right">{formatEuro(item.priceFinal)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
