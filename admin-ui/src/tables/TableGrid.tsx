import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Link as MuiLink, Stack, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, FunctionField, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { formatDateTime } from '../common/format';
import { DeleteTableButton } from './DeleteTableButton';
import type { DiningTable } from './table.types';
import { tableLabel } from './tableForm';
import { tableDetailPath, tableEditPath } from './tablePaths';

/**
 * The tables as a table: number and name (link to the detail), area, seats, QR code, stamps and the row's actions.
 * On a tablet the QR code and the change time give way (the detail page and the sort field still have them).
 */
export const TableGrid = () => {
  const translate = useTranslate();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const column = (key: string) => translate(`app.tables.fields.${key}`);
  return (
    <Datagrid bulkActionButtons={false} rowClick={(id) => tableDetailPath(id)} optimized={false}>
      <FunctionField<DiningTable>
        source="tableNumber"
        label={column('tableNumber')}
        render={(table) => (
          <MuiLink component={Link} to={tableDetailPath(table.id)} onClick={(e) => e.stopPropagation()} sx={{ fontWeight: 600 }}>
            {tableLabel(translate, table)}
          </MuiLink>
        )}
      />
      <FunctionField<DiningTable> source="area" label={column('area')} sortable={false} render={(t) => t.area ?? ''} />
      <FunctionField<DiningTable>
        source="seatingCapacity"
        label={column('seatingCapacity')}
        textAlign="right"
        render={(t) => t.seatingCapacity}
      />
      {wide && (
        <FunctionField<DiningTable> source="qrCode" label={column('qrCode')} sortable={false} render={(t) => <code>{t.qrCode}</code>} />
      )}
      <FunctionField<DiningTable> source="createdAt" label={column('createdAt')} render={(t) => formatDateTime(t.createdAt)} />
      {wide && <FunctionField<DiningTable> source="updatedAt" label={column('updatedAt')} render={(t) => formatDateTime(t.updatedAt)} />}
      <FunctionField<DiningTable>
        label={column('actions')}
        sortable={false}
        render={(table) => {
          const name = translate('app.tables.table', { number: table.tableNumber });
          return (
            <Stack direction="row" spacing={0.5} onClick={(e) => e.stopPropagation()}>
              <Tooltip title={translate('app.action.edit')}>
                <IconButton
                  component={Link}
                  to={tableEditPath(table.id)}
                  aria-label={`${name} ${translate('app.action.edit').toLowerCase()}`}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <DeleteTableButton table={table} variant="icon" />
            </Stack>
          );
        }}
      />
    </Datagrid>
  );
};
