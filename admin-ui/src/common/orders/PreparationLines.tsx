import { Box } from '@mui/material';
import { PreparationChips } from './PreparationChips';
import type { OrderItem } from '../../orders/order.types';

/** Each line of an order with where it stands at its stations ("2× Schnitzel  Küche: Fertig"). */
export const PreparationLines = ({ items, stationNames }: { items: OrderItem[]; stationNames: Map<number, string> }) => (
  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
    {items.map((item) => (
      <Box
        component="li"
        key={item.orderItemId}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.25, fontSize: '0.875rem' }}
      >
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {item.quantity}× {item.menuItemName}
        </Box>
        <PreparationChips preparation={item.preparation} stationNames={stationNames} />
      </Box>
    ))}
  </Box>
);

/** Whether any line of the order reached a station (before that there is nothing to show per line). */
export const isRouted = (items: OrderItem[] = []) => items.some((item) => item.preparation.length > 0);
