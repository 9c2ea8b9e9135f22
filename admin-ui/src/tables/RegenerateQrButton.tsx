import AutorenewIcon from '@mui/icons-material/Autorenew';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import type { DiningTable } from './table.types';

/** "Neuen QR-Code erzeugen" after a confirmation: the old code stops working and open sessions at the table end. */
export const RegenerateQrButton = ({ table }: { table: DiningTable }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const regenerate = useMutation({
    mutationFn: () => dataProvider.regenerateTableQr(table.id),
    onSuccess: () => {
      notify('app.tables.regenerated', { type: 'success', messageArgs: { number: table.tableNumber } });
      refresh();
    },
    onError: () => notify('app.tables.regenerate_failed', { type: 'error' }),
    onSettled: () => setOpen(false),
  });
  return (
    <>
      <Button color="warning" startIcon={<AutorenewIcon />} onClick={() => setOpen(true)}>
        {translate('app.tables.regenerate')}
      </Button>
      <Confirm
        isOpen={open}
        loading={regenerate.isPending}
        title="app.tables.regenerate_title"
        content="app.tables.regenerate_content"
        translateOptions={{ number: table.tableNumber }}
        confirm="app.tables.regenerate_confirm"
        cancel="app.action.abort"
        confirmColor="warning"
        onConfirm={() => regenerate.mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
