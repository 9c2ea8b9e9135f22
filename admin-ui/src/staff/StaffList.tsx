import { Alert, Box, LinearProgress } from '@mui/material';
import { ListBase, Pagination, Title, useListContext, useStore, useTranslate } from 'react-admin';
import { EmptyStaff } from './EmptyStaff';
import { StaffCard } from './StaffCard';
import { StaffFilterBar, type StaffFilters } from './StaffFilterBar';
import { StaffTable } from './StaffTable';
import { StaffToolbar, type StaffView } from './StaffToolbar';
import type { StaffMember } from './staff.types';
import { useStaffDialogs } from './useStaffDialogs';

/** The spec's page size for staff. */
const PER_PAGE = 12;

const StaffBrowser = () => {
  const translate = useTranslate();
  const { data, isPending, isFetching, error, refetch, filterValues, setFilters } = useListContext<StaffMember>();
  const [view, setView] = useStore<StaffView>('staff.view', 'cards');
  const dialogs = useStaffDialogs();
  const filters = filterValues as StaffFilters;
  const changeFilters = (next: StaffFilters) => setFilters(Object.fromEntries(Object.entries(next).filter(([, v]) => v)));
  const actions = { onEdit: dialogs.openEdit, onDelete: dialogs.askDelete };

  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Title title={translate('app.staff.title')} />
      <StaffToolbar view={view} onViewChange={setView} onRefresh={() => refetch()} onCreate={dialogs.openCreate} />
      <StaffFilterBar filters={filters} onChange={changeFilters} />
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
      {error && !data ? (
        <Alert severity="error">{String((error as Error).message ?? error)}</Alert>
      ) : !isPending && (data?.length ?? 0) === 0 ? (
        <EmptyStaff onReset={() => changeFilters({})} />
      ) : view === 'table' ? (
        <StaffTable {...actions} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
          {(data ?? []).map((member) => (
            <StaffCard key={member.id} member={member} {...actions} />
          ))}
        </Box>
      )}
      <Pagination rowsPerPageOptions={[PER_PAGE]} />
      {dialogs.element}
    </Box>
  );
};

/** /admin/staff (spec 2, Staff): accounts by name, 12 a page, with search and a role filter. */
const StaffList = () => (
  <ListBase<StaffMember>
    resource="staff"
    perPage={PER_PAGE}
    sort={{ field: 'username', order: 'ASC' }}
    storeKey="staff.list"
    disableSyncWithLocation
  >
    <StaffBrowser />
  </ListBase>
);

export default StaffList;
