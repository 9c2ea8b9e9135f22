import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Lets a wide table scroll sideways inside the page on a tablet instead of widening the page. Width 0 with
 * min-width 100% keeps the table's own width out of the layout's size, so the page stays as wide as the screen.
 */
export const HorizontalScroll = ({ children }: { children: ReactNode }) => (
  <Box sx={{ overflowX: 'auto', width: 0, minWidth: '100%' }}>{children}</Box>
);
