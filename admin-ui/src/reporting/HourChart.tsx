import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { formatEuro, formatNumber } from '../common/format';
import { ChartFigure } from './ChartFigure';
import type { BusyTimesReport } from './report.types';
import { euros, formatHour } from './reportFormat';
import { ReportSection } from './ReportSection';

interface Props {
  report: BusyTimesReport | undefined;
  loading: boolean;
  error: unknown;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** Orders per hour of the day (restaurant time): when the kitchen is busiest. */
export const HourChart = ({ report, loading, error }: Props) => {
  const translate = useTranslate();
  const theme = useTheme();
  const title = translate('app.reporting.hours.title');
  const byHour = new Map((report?.byHour ?? []).map((row) => [row.hour, row]));
  const busiest = report?.byHour.reduce<(typeof report.byHour)[number] | undefined>(
    (top, row) => (row.orders > 0 && (!top || row.orders > top.orders) ? row : top),
    undefined,
  );
  const summary = busiest
    ? translate('app.reporting.hours.summary', {
        hour: formatHour(busiest.hour),
        orders: formatNumber(busiest.orders),
        smart_count: busiest.orders,
        total: formatEuro(euros(busiest.grossCents)),
      })
    : translate('app.reporting.hours.empty');
  return (
    <ReportSection title={title} loading={loading} error={error}>
      <ChartFigure label={translate('app.reporting.chart_label', { title })} summary={summary}>
        <BarChart
          height={280}
          hideLegend
          skipAnimation
          margin={{ left: 8, right: 8 }}
          xAxis={[{ scaleType: 'band', data: HOURS, valueFormatter: (hour: number) => String(hour).padStart(2, '0') }]}
          yAxis={[{ width: 40, tickMinStep: 1 }]}
          series={[
            {
              data: HOURS.map((hour) => byHour.get(hour)?.orders ?? 0),
              label: translate('app.reporting.figures.orders'),
              color: theme.palette.primary.main,
              valueFormatter: (value, { dataIndex }) =>
                `${formatNumber(value ?? 0)} (${formatEuro(euros(byHour.get(dataIndex)?.grossCents ?? 0))})`,
            },
          ]}
        />
      </ChartFigure>
    </ReportSection>
  );
};
