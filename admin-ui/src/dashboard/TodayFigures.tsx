import { useEffect, useRef } from 'react';
import { Box, CardActionArea, Paper, Skeleton, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { TodayFigures as Figures } from '@tischlein/api-types';
import { formatEuro, formatNumber, intlLocale } from '../common/format';
import type { AppDataProvider } from '../providers/dataProvider';
import { useLiveOrders, useLiveServiceCalls } from '../providers/useLiveFeed';

/** Live news come in bursts (an order approved, served and paid within a second): one reload after the burst. */
const RELOAD_AFTER_NEWS_MS = 800;

function useTodayFigures() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({ queryKey: ['reports', 'today'], queryFn: () => dataProvider.getTodayFigures(), refetchInterval: 30_000 });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const reloadSoon = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void query.refetch(), RELOAD_AFTER_NEWS_MS);
  };
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  useLiveOrders(reloadSoon);
  useLiveServiceCalls(reloadSoon);
  return query.data;
}

const minutes = (seconds: number) =>
  new Intl.NumberFormat(intlLocale(), { style: 'unit', unit: 'minute', unitDisplay: 'short', maximumFractionDigits: 0 }).format(
    Math.round(seconds / 60),
  );

interface Figure {
  key: string;
  to: string;
  value: (f: Figures) => string;
  detail?: (f: Figures, translate: ReturnType<typeof useTranslate>) => string;
}

const FIGURES: Figure[] = [
  {
    key: 'takings',
    to: '/admin/reporting?range=today',
    value: (f) => formatEuro(f.takingsCents / 100),
    detail: (f, translate) => (f.tipCents ? translate('app.panel.today.tips', { amount: formatEuro(f.tipCents / 100) }) : ''),
  },
  { key: 'open_orders', to: '/admin/orders', value: (f) => formatNumber(f.openOrders) },
  { key: 'open_calls', to: '/admin/waiter', value: (f) => formatNumber(f.openServiceCalls) },
  {
    key: 'serve_time',
    to: '/admin/history',
    value: (f) => (f.averageServeSeconds === null ? '–' : minutes(f.averageServeSeconds)),
    detail: (f, translate) => translate('app.panel.today.served', { count: formatNumber(f.servedOrders) }),
  },
];

/** The day on the panel, live: what was collected, what is open now, how fast orders are served. */
export const TodayFigures = () => {
  const translate = useTranslate();
  const figures = useTodayFigures();
  return (
    <Box component="section" aria-labelledby="today-title" sx={{ mb: 2 }}>
      <Typography id="today-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.panel.today.title')}
      </Typography>
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
        }}
      >
        {FIGURES.map(({ key, to, value, detail }) => (
          <Paper component="li" key={key} variant="outlined" data-testid={`today-${key}`}>
            <CardActionArea component={Link} to={to} sx={{ p: 2, height: '100%' }}>
              <Typography variant="body2" color="text.secondary">
                {translate(`app.panel.today.${key}`)}
              </Typography>
              <Typography
                variant="h5"
                component="p"
                data-testid={`today-${key}-value`}
                sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
              >
                {figures ? value(figures) : <Skeleton width="60%" />}
              </Typography>
              {figures && detail?.(figures, translate) ? (
                <Typography variant="body2" color="text.secondary">
                  {detail(figures, translate)}
                </Typography>
              ) : null}
            </CardActionArea>
          </Paper>
        ))}
      </Box>
    </Box>
  );
};
