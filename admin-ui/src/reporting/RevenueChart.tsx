import { ToggleButton, ToggleButtonGroup, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { formatEuro, formatNumber } from '../common/format';
import { ChartFigure } from './ChartFigure';
import { periodsOf, type DateRange } from './dateRange';
import type { Granularity, RevenueReport } from './report.types';
import { euros, formatDay, periodLabel, periodName } from './reportFormat';
import { ReportSection } from './ReportSection';

interface Props {
  range: DateRange;
  granularity: Granularity;
  onGranularity: (granularity: Granularity) => void;
  report: RevenueReport | undefined;
  loading: boolean;
  error: unknown;
}

const GRANULARITIES: Granularity[] = ['day', 'week', 'month'];

/** Gross revenue per day, week or month; periods without orders show as zero. */
export const RevenueChart = ({ range, granularity, onGranularity, report, loading, error }: Props) => {
  const translate = useTranslate();
  const theme = useTheme();
  const title = translate('app.reporting.revenue.title');
  // The server answers periods with orders only: every period of the range gets a bar.
  const byPeriod = new Map((report?.rows ?? []).map((row) => [row.period, row]));
  const shown = report?.granularity === granularity ? granularity : (report?.granularity ?? granularity);
  const periods = periodsOf(range, shown).map((period) => ({ ...period, row: byPeriod.get(period.period) }));
  const best = report?.rows.reduce<(typeof report.rows)[number] | undefined>(
    (top, row) => (!top || row.grossCents > top.grossCents ? row : top),
    undefined,
  );
  const summary =
    report && best
      ? translate('app.reporting.revenue.summary', {
          from: formatDay(range.from),
          to: formatDay(range.to),
          total: formatEuro(euros(report.totals.grossCents)),
          orders: formatNumber(report.totals.orders),
          smart_count: report.totals.orders,
          best: periodName(best.period, best.periodStart, shown),
          best_total: formatEuro(euros(best.grossCents)),
        })
      : translate('app.reporting.revenue.empty');
  return (
    <ReportSection
      title={title}
      loading={loading}
      error={error}
      actions={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={granularity}
          onChange={(_, value: Granularity | null) => value && onGranularity(value)}
          aria-label={translate('app.reporting.revenue.granularity')}
        >
          {GRANULARITIES.map((value) => (
            <ToggleButton key={value} value={value}>
              {translate(`app.reporting.revenue.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
    >
      <ChartFigure label={translate('app.reporting.chart_label', { title })} summary={summary}>
        <BarChart
          height={280}
          hideLegend
          skipAnimation
          margin={{ left: 8, right: 8 }}
          xAxis={[
            {
              scaleType: 'band',
              data: periods.map((period) => periodLabel(period.period, period.periodStart, shown)),
              tickLabelStyle: { fontSize: 11 },
            },
          ]}
          yAxis={[{ width: 72, valueFormatter: (value: number) => formatEuro(value).replace(/[.,]00(?=\D*$)/, '') }]}
          series={[
            {
              data: periods.map((period) => euros(period.row?.grossCents ?? 0)),
              label: translate('app.reporting.figures.gross'),
              color: theme.palette.primary.main,
              valueFormatter: (value) => formatEuro(value ?? 0),
            },
          ]}
        />
      </ChartFigure>
    </ReportSection>
  );
};
