import { CacheProvider } from '@emotion/react';
import { Box, Typography } from '@mui/material';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { ltrCache } from '../i18n/emotionCaches';

const leftToRight = (outer: Theme) => ({ ...outer, direction: 'ltr' as const });

/**
 * A chart with its summary in words: the summary is the figure's caption, so screen readers get the
 * point of the chart (the SVG itself is hidden from them), and everyone else reads it below the chart.
 * Charts draw left to right in every language (time runs that way on an axis in Arabic apps, too): the
 * chart gets a left-to-right theme and style cache, whose CSS the right-to-left plugin does not mirror.
 */
export const ChartFigure = ({ label, summary, children }: { label: string; summary: string; children: ReactNode }) => (
  <Box component="figure" aria-label={label} sx={{ m: 0 }}>
    <CacheProvider value={ltrCache}>
      <ThemeProvider theme={leftToRight}>
        <Box aria-hidden dir="ltr" sx={{ width: '100%', minWidth: 0 }}>
          {children}
        </Box>
      </ThemeProvider>
    </CacheProvider>
    <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      {summary}
    </Typography>
  </Box>
);
