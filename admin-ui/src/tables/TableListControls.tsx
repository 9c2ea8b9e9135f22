import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useListContext, useTranslate, type SortPayload } from 'react-admin';
import { TABLE_SORT_FIELDS, type DiningTable } from './table.types';

const SEARCH_DELAY_MS = 300;

/** Search by table number or QR code, as you type, without a request per keystroke. */
const SearchField = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext<DiningTable>();
  const applied = String(filterValues.q ?? '');
  const [text, setText] = useState(applied);
  // A search cleared from outside (the empty list's reset) replaces what was typed.
  const [shownApplied, setShownApplied] = useState(applied);
  if (applied !== shownApplied) {
    setShownApplied(applied);
    setText(applied);
  }
  useEffect(() => {
    const q = text.trim();
    if (q === applied) return;
    const timer = setTimeout(() => setFilters(q ? { q } : {}, undefined, false), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, applied, setFilters]);
  return (
    <TextField
      size="small"
      type="search"
      sx={{ width: 260 }}
      label={translate('app.tables.search')}
      value={text}
      onChange={(e) => setText(e.target.value)}
      slotProps={{
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

/** Sort field (tableNumber, seatingCapacity, createdAt, updatedAt) and direction (Aufsteigend / Absteigend). */
const SortFields = () => {
  const translate = useTranslate();
  const { sort, setSort } = useListContext<DiningTable>();
  const change = (next: SortPayload) => {
    if (next.field !== sort.field || next.order !== sort.order) setSort(next);
  };
  return (
    <>
      <TextField
        select
        size="small"
        sx={{ width: 180 }}
        label={translate('app.tables.sort_field')}
        value={sort.field}
        onChange={(e) => change({ field: e.target.value, order: sort.order })}
      >
        {TABLE_SORT_FIELDS.map((field) => (
          <MenuItem key={field} value={field}>
            {translate(`app.tables.sort.${field}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        sx={{ width: 160 }}
        label={translate('app.tables.sort_order')}
        value={sort.order}
        onChange={(e) => change({ field: sort.field, order: e.target.value as SortPayload['order'] })}
      >
        <MenuItem value="ASC">{translate('app.tables.asc')}</MenuItem>
        <MenuItem value="DESC">{translate('app.tables.desc')}</MenuItem>
      </TextField>
    </>
  );
};

/** The tables list's search and sort controls (spec 3, Tables). */
export const TableListControls = () => (
  <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start', py: 1 }}>
    <SearchField />
    <SortFields />
  </Stack>
);
