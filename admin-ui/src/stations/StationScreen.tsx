import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router';
import { BoardHeader, BoardScreen } from '../common/BoardScreen';
import { PrinterFailureBanner } from '../common/PrinterFailureBanner';
import { StationSwitcher } from '../common/StationSwitcher';
import { VISUALLY_HIDDEN } from '../common/visuallyHidden';
import { useOrderBoard } from '../common/orders/useOrderBoard';
import { usePreparationActions } from '../common/orders/usePreparationActions';
import { useStations } from '../common/stations';
import { usePlace } from '../common/orders/usePlace';
import { useNow } from '../common/useNow';
import { useLiveOrders } from '../providers/useLiveFeed';
// The panel's address sends floor staff on to their own screen (layout/PageAccess).
import { ADMIN_HOME } from '../providers/token';
import { StationTicketCard } from './StationTicketCard';
import { stationTickets, type StationTicket } from './stationTickets';
import { useArrivals } from './useArrivals';

const UnknownStation = () => {
  const translate = useTranslate();
  return (
    <BoardScreen>
      <Typography component="h1" sx={{ fontSize: '1.6rem' }}>
        {translate('app.stations.not_found')}
      </Typography>
      <Button component={Link} to={ADMIN_HOME} variant="contained" sx={{ justifySelf: 'start' }}>
        {translate('app.action.back')}
      </Button>
    </BoardScreen>
  );
};

/**
 * /admin/stations/:id: one station's tickets for a tablet at arm's length or a phone: only the lines routed here, one
 * ticket per order, live over the feed (a reconnect that missed events loads again).
 */
const StationScreen = () => {
  const translate = useTranslate();
  const stationId = Number(useParams().id);
  const now = useNow(15_000);
  const place = usePlace();
  const stations = useStations();
  const station = stations.data?.find((s) => s.id === stationId);
  const board = useOrderBoard();
  const actions = usePreparationActions({ onChanged: board.apply, onFailed: board.reload });
  useLiveOrders((event) => (event ? board.apply(event.order) : board.reload()));
  const tickets = stationTickets(board.orders, stationId);
  const announcement = useArrivals(tickets, board.loaded, (ticket) =>
    translate('app.stations.new_ticket', { place: place(ticket.order), number: ticket.order.orderNumber }),
  );

  if (stations.isSuccess && !station) return <UnknownStation />;
  const allReady = (ticket: StationTicket) => void actions.setLines(ticket.order.id, stationId, 'READY');
  return (
    <BoardScreen>
      <BoardHeader title={station?.name ?? ''} now={now} back={{ to: '/admin/stations', label: translate('app.stations.title') }}>
        <StationSwitcher current={stationId} />
      </BoardHeader>
      <PrinterFailureBanner stationId={stationId} />
      <Box role="status" aria-live="polite" sx={VISUALLY_HIDDEN}>
        {announcement}
      </Box>
      {board.loaded && tickets.length === 0 && (
        <Typography sx={{ fontSize: '1.4rem', color: 'grey.400' }}>{translate('app.stations.screen_empty')}</Typography>
      )}
      {/* One ticket per row on a phone, as many as fit on a tablet. */}
      <Box
        component="section"
        aria-label={translate('app.stations.tickets')}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))', alignItems: 'start' }}
      >
        {tickets.map((ticket) => (
          <StationTicketCard
            key={ticket.order.id}
            ticket={ticket}
            now={now}
            warnAfterMinutes={station?.warnAfterMinutes ?? 15}
            busy={actions.isBusy(ticket.order.id)}
            onLine={(t, line, state) => void actions.setLines(t.order.id, stationId, state, [line.item.orderItemId])}
            onAllReady={allReady}
            onFire={(order) => void actions.fire(order)}
          />
        ))}
      </Box>
    </BoardScreen>
  );
};

export default StationScreen;
