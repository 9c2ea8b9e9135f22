import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatEuro, formatNumber } from '../common/format';
import type { MoneyFigures } from './report.types';
import { euros } from './reportFormat';

const FIGURES = [
  { key: 'gross', value: (t: MoneyFigures) => formatEuro(euros(t.grossCents)) },
  { key: 'net', value: (t: MoneyFigures) => formatEuro(euros(t.netCents)) },
  { key: 'vat', value: (t: MoneyFigures) => formatEuro(euros(t.vatCents)) },
  { key: 'orders', value: (t: MoneyFigures) => formatNumber(t.orders) },
  { key: 'average', value: (t: MoneyFigures) => formatEuro(euros(t.averageCents)) },
] as const;

/** The range's totals at the top: revenue gross and net, VAT, orders, average receipt. */
export const KeyFigures = ({ totals }: { totals: MoneyFigures | undefined }) => {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      aria-label={translate('app.reporting.figures.title')}
      sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 170px), 1fr))' }}
    >
      {FIGURES.map(({ key, value }) => (
        <Paper key={key} variant="outlined" sx={{ p: 2, minWidth: 0 }} data-testid={`figure-${key}`}>
          <Typography component="dt" variant="body2" color="text.secondary" noWrap>
            {translate(`app.reporting.figures.${key}`)}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {totals ? value(totals) : <Skeleton width="60%" />}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
};
