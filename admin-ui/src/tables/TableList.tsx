import AddIcon from '@mui/icons-material/Add';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { useState } from 'react';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { ListBase, Pagination, Title, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { QrSheetButton } from './QrSheetButton';
import { TABLE_DEFAULT_PAGE_SIZE, TABLE_DEFAULT_SORT, TABLE_PAGE_SIZES, type DiningTable } from './table.types';
import { TableGrid } from './TableGrid';
import { TableListControls } from './TableListControls';
import { TableRangeDialog } from './TableRangeDialog';
import { tableCreatePath } from './tablePaths';

const TablesToolbar = ({ title }: { title: string }) => {
  const translate = useTranslate();
  const [rangeOpen, setRangeOpen] = useState(false);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', pt: 2 }}>
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      <QrSheetButton layout="a4" />
      <QrSheetButton layout="tent" />
      <Button variant="outlined" startIcon={<PlaylistAddIcon />} onClick={() => setRangeOpen(true)}>
        {translate('app.tables.range.open')}
      </Button>
      <Button component={Link} to={tableCreatePath} variant="contained" startIcon={<AddIcon />}>
        {translate('app.tables.new')}
      </Button>
      <TableRangeDialog open={rangeOpen} onClose={() => setRangeOpen(false)} />
    </Stack>
  );
};

const EmptyTables = () => {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="tables-empty">
      <Typography>{translate('app.tables.empty')}</Typography>
    </Paper>
  );
};

const TableListContent = () => {
  const translate = useTranslate();
  const { data, isPending, isFetching, error } = useListContext<DiningTable>();
  const title = translate('app.tables.title');
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Title title={title} />
      <TablesToolbar title={title} />
      <TableListControls />
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
      {error && !data ? (
        <Alert severity="error">{String((error as Error).message ?? error)}</Alert>
      ) : !isPending && (data?.length ?? 0) === 0 ? (
        <EmptyTables />
      ) : (
        <Paper variant="outlined">
          <TableGrid />
        </Paper>
      )}
      <Pagination rowsPerPageOptions={TABLE_PAGE_SIZES} />
    </Box>
  );
};

/**
 * /admin/tables: search, sort, 5–100 per page (10 by default, by number ascending), the printable codes, "Neuer Tisch"
 * and many tables at once.
 */
const TableList = () => (
  <ListBase<DiningTable> resource="tables" perPage={TABLE_DEFAULT_PAGE_SIZE} sort={TABLE_DEFAULT_SORT}>
    <TableListContent />
  </ListBase>
);

export default TableList;
