import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { roleName } from '../common/roleNames';
import { useRoles } from './useRoles';
import { DebouncedSearchField } from '../common/DebouncedSearchField';

export interface StaffFilters {
  q?: string;
  role?: string;
}

/** Spec: search by name or role, and a role filter (roles from GET /api/roles). */
export const StaffFilterBar = ({ filters, onChange }: { filters: StaffFilters; onChange: (filters: StaffFilters) => void }) => {
  const translate = useTranslate();
  const { roles } = useRoles();
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start', py: 1 }}>
      <DebouncedSearchField
        label={translate('app.staff.search')}
        maxLength={100}
        value={filters.q ?? ''}
        onChange={(q) => onChange({ ...filters, q: q.trim() || undefined })}
      />
      <TextField
        select
        size="small"
        sx={{ width: 200 }}
        label={translate('app.staff.role_filter')}
        value={filters.role ?? ''}
        onChange={(e) => onChange({ ...filters, role: e.target.value || undefined })}
      >
        <MenuItem value="">{translate('app.staff.all_roles')}</MenuItem>
        {roles.map((role) => (
          <MenuItem key={role} value={role}>
            {roleName(translate, role)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
};
