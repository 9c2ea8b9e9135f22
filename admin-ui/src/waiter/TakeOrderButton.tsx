import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

/** The guest app's staff entry: it opens a session at the table with the back office's token (docs/decisions.md). */
const staffOrderPath = (tableId: number) => `/order/staff?table=${tableId}`;

/**
 * "Bestellung aufnehmen": the waiter picks a table (any active one: a table whose guests have no phone shows no card
 * in the waiter view) and takes its order in the guest app's screens.
 */
export const TakeOrderButton = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const tables = useQuery({
    queryKey: ['staff-order-tables'],
    queryFn: ({ signal }) => dataProvider.getStaffOrderTables(signal),
    enabled: open,
  });
  const title = translate('app.service.take_order');
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddShoppingCartIcon />}
        onClick={() => setOpen(true)}
        sx={{ minHeight: 48, justifySelf: { xs: 'stretch', sm: 'start' } }}
      >
        {title}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          {tables.isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
          {tables.isError && <Alert severity="error">{translate('app.service.tables_failed')}</Alert>}
          {tables.data?.length === 0 && <Typography color="text.secondary">{translate('app.service.no_tables')}</Typography>}
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))' }}>
            {tables.data?.map((table) => (
              <Button key={table.tableId} variant="outlined" size="large" href={staffOrderPath(table.tableId)} sx={{ minHeight: 48 }}>
                {translate('app.order.table', { number: table.tableNumber })}
              </Button>
            ))}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
