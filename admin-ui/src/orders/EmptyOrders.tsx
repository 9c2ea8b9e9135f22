import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Spec: "Keine Bestellungen gefunden" with "Filter zurücksetzen" and "Aktualisieren". */
export const EmptyOrders = ({ onReset, onRefresh }: { onReset: () => void; onRefresh: () => void }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, display: 'grid', gap: 2, justifyItems: 'center' }} data-testid="orders-empty">
      <Typography variant="h6" component="p">
        {translate('app.orders.empty')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" onClick={onReset}>
          {translate('app.orders.reset_filters')}
        </Button>
        <Button variant="contained" onClick={onRefresh}>
          {translate('app.action.refresh')}
        </Button>
      </Box>
    </Box>
  );
};
