import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { minutesSince } from '../common/format';
import { EnteredBy } from '../common/orders/EnteredBy';
import { FireCourseButton } from '../common/orders/FireCourseButton';
import { usePlace } from '../common/orders/usePlace';
import type { PreparationState } from '@tischlein/api-types';
import type { Order } from '../orders/order.types';
import { StationLineButton } from './StationLineButton';
import { type StationLine, type StationTicket, timerLevel } from './stationTickets';

const TIMER_COLORS = { fresh: '#2e7d32', warning: '#c62828' };

interface Props {
  ticket: StationTicket;
  now: number;
  warnAfterMinutes: number;
  busy: boolean;
  onLine: (ticket: StationTicket, line: StationLine, state: PreparationState) => void;
  onAllReady: (ticket: StationTicket) => void;
  onFire: (order: Order) => void;
}

/** One order at a station: where it goes, how long it waits, its lines here; "Alles fertig" and the next course. */
export const StationTicketCard = ({ ticket, now, warnAfterMinutes, busy, onLine, onAllReady, onFire }: Props) => {
  const translate = useTranslate();
  const place = usePlace();
  const { order } = ticket;
  const minutes = ticket.since ? minutesSince(ticket.since, now) : null;
  const level = minutes === null ? 'fresh' : timerLevel(minutes, warnAfterMinutes);
  const headingId = `ticket-${order.id}`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      data-testid="station-ticket"
      sx={{ borderTop: 8, borderColor: minutes === null ? 'grey.500' : TIMER_COLORS[level], display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ display: 'grid', gap: 1, flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h2" id={headingId} sx={{ fontSize: '2rem', fontWeight: 700, flexGrow: 1 }}>
            {place(order)}
          </Typography>
          {minutes !== null && (
            <Typography
              sx={{ fontSize: '1.6rem', fontWeight: 700, color: TIMER_COLORS[level] }}
              data-testid="ticket-timer"
              data-level={level}
            >
              {translate('app.kitchen.minutes', { smart_count: minutes })}
            </Typography>
          )}
        </Box>
        <Typography sx={{ fontSize: '1.1rem' }} color="text.secondary">
          {translate('app.stations.order_number', { number: order.orderNumber })}
        </Typography>
        <EnteredBy name={order.enteredBy} sx={{ fontSize: '1.1rem', fontWeight: 600 }} />
        <Box component="ul" aria-label={translate('app.order.items')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
          {ticket.lines.map((line) => (
            <StationLineButton key={line.item.orderItemId} line={line} busy={busy} onTap={(state) => onLine(ticket, line, state)} />
          ))}
        </Box>
        {order.note && <Typography sx={{ fontSize: '1.2rem', fontStyle: 'italic' }}>{order.note}</Typography>}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button
          fullWidth
          size="large"
          variant="contained"
          color="success"
          startIcon={<DoneAllIcon />}
          disabled={busy || ticket.toPrepare === 0}
          onClick={() => onAllReady(ticket)}
          sx={{ fontSize: '1.2rem', py: 1.25 }}
        >
          {translate('app.stations.all_ready')}
        </Button>
        {/* Only where a course waits here: the bar does not call the kitchen's main course. */}
        {ticket.lines.some((line) => !line.fired) && (
          <FireCourseButton order={order} onFire={onFire} disabled={busy} fullWidth size="large" sx={{ fontSize: '1.2rem', py: 1.25 }} />
        )}
      </CardActions>
    </Card>
  );
};
