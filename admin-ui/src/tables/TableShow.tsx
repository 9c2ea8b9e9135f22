import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ShowBase, Title, useShowContext, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../common/format';
import { DeleteTableButton } from './DeleteTableButton';
import { tableLabel } from './tableForm';
import type { DiningTable } from './table.types';
import { TABLES_PATH, tableEditPath } from './tablePaths';
import { TableQrPanel } from './TableQrPanel';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="body2" color="text.secondary" component="dt">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

const TableFacts = ({ table }: { table: DiningTable }) => {
  const translate = useTranslate();
  const label = (key: string) => translate(`app.tables.fields.${key}`);
  return (
    <Card variant="outlined">
      <CardContent>
        <Box component="dl" sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', m: 0 }}>
          <Fact label={label('tableNumber')}>{table.tableNumber}</Fact>
          {table.name && <Fact label={label('name')}>{table.name}</Fact>}
          {table.area && <Fact label={label('area')}>{table.area}</Fact>}
          <Fact label={label('seatingCapacity')}>{table.seatingCapacity}</Fact>
          <Fact label={label('qrCode')}>
            <code>{table.qrCode}</code>
          </Fact>
          <Fact label={label('createdAt')}>{formatDateTime(table.createdAt)}</Fact>
          <Fact label={label('updatedAt')}>{formatDateTime(table.updatedAt)}</Fact>
        </Box>
      </CardContent>
    </Card>
  );
};

const TableDetail = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { record: table, isPending, error } = useShowContext<DiningTable>();
  if (isPending) return <CircularProgress sx={{ m: 4 }} aria-label={translate('ra.page.loading')} />;
  if (error || !table) return <Alert severity="error">{translate('app.tables.not_found')}</Alert>;
  const title = tableLabel(translate, table);
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 1000 }}>
      <Title title={title} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component={Link} to={TABLES_PATH} startIcon={<ArrowBackIcon />}>
          {translate('app.action.back')}
        </Button>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {table.active && (
          <>
            <Button component={Link} to={tableEditPath(table.id)} startIcon={<EditIcon />}>
              {translate('app.action.edit')}
            </Button>
            <DeleteTableButton table={table} onDeleted={() => navigate(TABLES_PATH)} />
          </>
        )}
      </Stack>
      <TableQrPanel table={table} />
      <TableFacts table={table} />
    </Box>
  );
};

/** /admin/tables/{tableId}: the table, its QR code and guest link, copy, downloads, a new code, edit and delete. */
const TableShow = () => (
  <ShowBase<DiningTable> resource="tables">
    <TableDetail />
  </ShowBase>
);

export default TableShow;
