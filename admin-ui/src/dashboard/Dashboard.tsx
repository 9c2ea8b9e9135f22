import { Badge, Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LiveStatus } from '../common/LiveStatus';
import { useLiveOrders } from '../providers/useLiveFeed';
import type { AppDataProvider } from '../providers/dataProvider';
import { PANEL_CARDS, type PanelCard } from './panelCards';
import { SetupChecklist } from './SetupChecklist';
import { TodayFigures } from './TodayFigures';

const OPEN_COUNT_KEY = ['orders', 'openCount'];

function useOpenOrderCount() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({ queryKey: OPEN_COUNT_KEY, queryFn: () => dataProvider.countOpenOrders(), refetchInterval: 30_000 });
  useLiveOrders(() => query.refetch());
  return query.data;
}

const CardLink = ({ card, count }: { card: PanelCard; count?: number }) => {
  const translate = useTranslate();
  return (
    <Card>
      <CardActionArea component={Link} to={card.to} sx={{ height: '100%' }} data-testid={`panel-${card.key}`}>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <Badge color="error" badgeContent={count} max={999} invisible={!count}>
            {card.icon}
          </Badge>
          <Box>
            <Typography variant="h6" component="h2">
              {translate(`app.panel.${card.key}`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {count !== undefined ? translate('app.panel.open_orders', { smart_count: count }) : translate(`app.panel.${card.key}_hint`)}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};

/**
 * The admin panel (/admin): the first day's checklist while set-up is unfinished, the day's figures (live), one card
 * per back-office area; the orders card counts open orders.
 */
export const Dashboard = () => {
  const translate = useTranslate();
  const openCount = useOpenOrderCount();
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('app.panel.title')} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {translate('app.panel.title')}
        </Typography>
        <LiveStatus />
      </Box>
      <SetupChecklist />
      <TodayFigures />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
        {PANEL_CARDS.map((card) => (
          <CardLink key={card.key} card={card} count={card.key === 'orders' ? (openCount ?? 0) : undefined} />
        ))}
      </Box>
    </Box>
  );
};
