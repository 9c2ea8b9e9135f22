import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete, useNotify, useTranslate } from 'react-admin';
import type { DiningTable } from './table.types';

interface Props {
  table: DiningTable;
  /** An icon in a list row, or a labelled button on the detail page. */
  variant?: 'icon' | 'button';
  onDeleted?: () => void;
}

/** "Löschen" with a confirmation: the server deactivates the table, its orders stay (spec 5). */
export const DeleteTableButton = ({ table, variant = 'button', onDeleted }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [remove, { isPending }] = useDelete<DiningTable>();
  const [open, setOpen] = useState(false);
  const label = translate('app.tables.delete');
  const name = translate('app.tables.table', { number: table.tableNumber });

  const confirm = async () => {
    try {
      await remove('tables', { id: table.id, previousData: table }, { mutationMode: 'pessimistic', returnPromise: true });
      notify('app.tables.deleted', { type: 'success', messageArgs: { number: table.tableNumber } });
      setOpen(false);
      onDeleted?.();
    } catch {
      notify('app.tables.delete_failed', { type: 'error' });
      setOpen(false);
    }
  };

  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={label}>
          <IconButton aria-label={`${name} ${label.toLowerCase()}`} color="error" onClick={() => setOpen(true)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
          {label}
        </Button>
      )}
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.tables.delete_title"
        content="app.tables.delete_content"
        translateOptions={{ number: table.tableNumber }}
        confirm="app.tables.delete"
        cancel="app.action.abort"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
