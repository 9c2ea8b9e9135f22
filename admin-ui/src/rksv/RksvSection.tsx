import { Box, Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  children: (headingId: string) => ReactNode;
}

/** A card of the Registrierkasse screen: a region named by its heading. */
export const RksvSection = ({ title, children }: Props) => {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined" sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>{children(headingId)}</Box>
      </CardContent>
    </Card>
  );
};
