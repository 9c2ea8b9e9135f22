import { Box, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../common/format';
import type { ServiceCallKindRow, ServiceCallsReport } from './report.types';
import { minutesAndSeconds } from './reportFormat';
import { ReportSection } from './ReportSection';

interface Props {
  report: ServiceCallsReport | undefined;
  loading: boolean;
  error: unknown;
}

const FIGURES = ['calls', 'acknowledged', 'expired', 'response'] as const;

/** "Kellner rufen" and "Rechnung bitte": how many calls, how many answered or lapsed, and how fast staff answered. */
export const ServiceCallsCard = ({ report, loading, error }: Props) => {
  const translate = useTranslate();
  const label = (key: string) => translate(`app.reporting.service_calls.${key}`);
  const value = (row: ServiceCallKindRow, key: (typeof FIGURES)[number]) => {
    if (key !== 'response') return formatNumber(row[key]);
    const time = minutesAndSeconds(row.averageResponseSeconds);
    return time === null ? '–' : translate('app.reporting.service_calls.duration', { time });
  };
  return (
    <ReportSection title={label('title')} loading={loading} error={error}>
      {!report && <Skeleton height={96} />}
      <Box sx={{ display: 'grid', gap: 2 }}>
        {report?.kinds.map((row) => (
          <Box key={row.kind} data-testid={`service-calls-${row.kind}`}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {translate(`app.service.kind.${row.kind}`)}
            </Typography>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 110px), 1fr))' }}
            >
              {FIGURES.map((key) => (
                <Box key={key} sx={{ minWidth: 0 }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {label(key)}
                  </Typography>
                  <Typography component="dd" variant="h6" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }} data-testid={key}>
                    {value(row, key)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </ReportSection>
  );
};
