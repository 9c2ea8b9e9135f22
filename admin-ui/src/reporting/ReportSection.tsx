import { Alert, Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { failureText } from '../common/serverError';

/** Read by screen readers, not shown (MUI's visuallyHidden). */
export const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

interface ReportSectionProps {
  title: string;
  /** Buttons beside the title (CSV download, granularity). */
  actions?: ReactNode;
  loading: boolean;
  error: unknown;
  children: ReactNode;
}

/** A card with a heading, a thin progress bar while loading, and the server's message on failure. */
export const ReportSection = ({ title, actions, loading, error, children }: ReportSectionProps) => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={title} variant="outlined" sx={{ minWidth: 0 }}>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={title} />}</Box>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {actions}
        </Box>
        {error ? <Alert severity="error">{failureText(translate('app.reporting.load_failed'), error)}</Alert> : children}
      </CardContent>
    </Card>
  );
};
