import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { alpha, Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePlace } from '../common/orders/usePlace';
import type { Order } from '../orders/order.types';
import { readyForPickup } from './pickup';

/** "Abholbereit" at the top of the waiter view: each order every station has made, with its table, to take out now. */
export const PickupStrip = ({ orders }: { orders: Order[] }) => {
  const translate = useTranslate();
  const place = usePlace();
  const ready = readyForPickup(orders);
  const title = translate('app.preparation.ready_for_pickup');
  return (
    // Always there (empty), so screen readers hear each order as it gets ready.
    <Box component="section" aria-label={title} aria-live="polite" data-testid="pickup-strip">
      {ready.length > 0 && (
        // A light tint with the title in the status colour: readable (4.5:1) in light and dark mode alike.
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            p: 1.5,
            borderRadius: 2,
            border: 2,
            borderColor: 'success.main',
            bgcolor: (theme) => alpha(theme.palette.success.main, 0.1),
          }}
        >
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, color: 'success.main', mr: 1 }}>
            {title}
          </Typography>
          {ready.map((order) => (
            <Chip
              key={order.id}
              icon={<CheckCircleIcon />}
              color="success"
              data-testid="pickup-order"
              sx={{ fontSize: '1.1rem', height: 40, fontWeight: 700 }}
              label={translate('app.preparation.pickup_entry', {
                place: place(order),
                number: order.orderNumber,
              })}
            />
          ))}
        </Box>
      )}
    </Box>
  );
};
