import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { minutesSince } from '../common/format';
import { drinksFirst } from '../common/orders/drinksFirst';
import { EnteredBy } from '../common/orders/EnteredBy';
import { LineNote } from '../common/orders/LineNote';
import type { Order, OrderItem } from '../orders/order.types';
import { kitchenStep } from './kitchenStep';
import { ageLevel, type AgeThresholds } from './ticketAge';

const AGE_COLORS = { fresh: '#2e7d32', amber: '#ed8b00', red: '#c62828' };

interface Props {
  order: Order;
  now: number;
  thresholds: AgeThresholds;
  busy: boolean;
  onAdvance: (order: Order) => void;
}

const ItemGroup = ({ title, items }: { title: string; items: OrderItem[] }) =>
  items.length === 0 ? null : (
    <Box>
      <Typography variant="overline" sx={{ fontSize: '1rem', color: 'text.secondary' }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => (
          <Box component="li" key={item.orderItemId} sx={{ fontSize: '1.35rem', lineHeight: 1.4, overflowWrap: 'anywhere' }}>
            <strong>{item.quantity}×</strong> {item.menuItemName}
            {item.addings.length > 0 && (
              <Box component="div" sx={{ fontSize: '1.1rem', pl: 4, color: 'text.secondary' }}>
                + {item.addings.join(', ')}
              </Box>
            )}
            <LineNote note={item.note} sx={{ fontSize: '1.2rem', ml: 4 }} />
          </Box>
        ))}
      </Box>
    </Box>
  );

/** One order on the kitchen board: where it goes, how long it waits, what to make; approve or complete it. */
export const KitchenTicket = ({ order, now, thresholds, busy, onAdvance }: Props) => {
  const translate = useTranslate();
  const minutes = minutesSince(order.submittedAt, now);
  const level = ageLevel(minutes, thresholds);
  const step = kitchenStep(order);
  const items = drinksFirst(order.items ?? []);
  const where =
    order.tableNumber != null
      ? translate('app.order.table', { number: order.tableNumber })
      : translate(order.orderType === 'DELIVERY' ? 'app.kitchen.delivery' : 'app.kitchen.takeaway');
  return (
    <Card
      component="article"
      aria-label={String(order.orderNumber)}
      data-testid="kitchen-ticket"
      sx={{ borderTop: 8, borderColor: AGE_COLORS[level] }}
    >
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography sx={{ fontSize: '2rem', fontWeight: 700, flexGrow: 1 }}>{where}</Typography>
          <Typography sx={{ fontSize: '1.6rem', fontWeight: 700, color: AGE_COLORS[level] }} data-testid="ticket-age" data-level={level}>
            {translate('app.kitchen.minutes', { smart_count: minutes })}
          </Typography>
        </Box>
        <Typography sx={{ fontSize: '1.1rem' }} color="text.secondary">
          #{order.orderNumber}
        </Typography>
        <EnteredBy name={order.enteredBy} sx={{ fontSize: '1.1rem', fontWeight: 600 }} />
        <ItemGroup title={translate('app.kitchen.drinks')} items={items.filter((i) => i.isDrink)} />
        <ItemGroup title={translate('app.kitchen.food')} items={items.filter((i) => !i.isDrink)} />
        {order.note && <Typography sx={{ fontSize: '1.2rem', fontStyle: 'italic' }}>{order.note}</Typography>}
      </CardContent>
      {step && (
        <CardActions>
          <Button
            fullWidth
            size="large"
            variant="contained"
            color={step === 'approve' ? 'primary' : 'success'}
            disabled={busy}
            onClick={() => onAdvance(order)}
            sx={{ fontSize: '1.3rem', py: 1.5 }}
          >
            {translate(`app.action.${step}`)}
          </Button>
        </CardActions>
      )}
    </Card>
  );
};
