import { Alert, CircularProgress } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import type { DiningTable } from './table.types';
import { TableForm } from './TableForm';
import { tableDetailPath } from './tablePaths';

/** /admin/tables/{tableId}/edit: number and seats of a table. */
const TableEdit = () => {
  const translate = useTranslate();
  const { id } = useParams<{ id: string }>();
  const { data: table, isPending, error } = useGetOne<DiningTable>('tables', { id: Number(id) });
  if (isPending) return <CircularProgress sx={{ m: 4 }} aria-label={translate('ra.page.loading')} />;
  if (error || !table) return <Alert severity="error">{translate('app.tables.not_found')}</Alert>;
  return (
    <TableForm
      title={translate('app.tables.edit_title', { number: table.tableNumber })}
      record={table}
      cancelTo={tableDetailPath(table.id)}
    />
  );
};

export default TableEdit;
