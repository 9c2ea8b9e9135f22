import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useRoles } from './useRoles';

export interface StaffFilters {
  q?: string;
  role?: string;
}

const SEARCH_DELAY_MS = 300;

/** Search as you type, one request after a short pause rather than one per keystroke. */
const SearchField = ({ value, onChange }: { value: string; onChange: (q: string) => void }) => {
  const translate = useTranslate();
  const [text, setText] = useState(value);
  // A search set from outside ("Filter zurücksetzen") replaces what was typed.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <TextField
      size="small"
      type="search"
      sx={{ width: 240 }}
      label={translate('app.staff.search')}
      value={text}
      onChange={(e) => setText(e.target.value)}
      slotProps={{
        htmlInput: { maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};

/** Spec: search by name or role, and a role filter (roles from GET /api/roles). */
export const StaffFilterBar = ({ filters, onChange }: { filters: StaffFilters; onChange: (filters: StaffFilters) => void }) => {
  const translate = useTranslate();
  const { roles } = useRoles();
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start', py: 1 }}>
      <SearchField value={filters.q ?? ''} onChange={(q) => onChange({ ...filters, q: q.trim() || undefined })} />
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
            {role}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
};
