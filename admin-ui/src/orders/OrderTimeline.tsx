import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../common/format';
import { eventText } from './eventText';
import type { OrderEvent } from './order.types';

/** The order's history: event type, what happened (in the reader's language), time and acting user. */
export const OrderTimeline = ({ events }: { events: OrderEvent[] }) => {
  const translate = useTranslate();
  if (events.length === 0) return <Typography color="text.secondary">{translate('app.order.no_events')}</Typography>;
  return (
    <List dense aria-label={translate('app.order.timeline')} data-testid="order-timeline">
      {events.map((event) => (
        <ListItem key={event.seq} divider sx={{ alignItems: 'flex-start' }}>
          <ListItemText
            primary={
              <Box component="span" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <strong>{translate(`app.event.${event.type}`, { _: event.type })}</strong>
                <span>{eventText(translate, event)}</span>
              </Box>
            }
            secondary={`${formatDateTime(event.createdAt)} · ${
              event.actorUser ? translate('app.order.by_user', { user: event.actorUser }) : translate('app.order.by_guest')
            }`}
          />
        </ListItem>
      ))}
    </List>
  );
};
