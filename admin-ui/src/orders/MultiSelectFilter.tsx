import { Box, Checkbox, Chip, Divider, FormControl, InputLabel, ListItemText, MenuItem, Select } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { normalizeSelection, visibleChips } from './orderFilters';

export interface FilterOption {
  value: string;
  label: string;
}

interface Props {
  label: string;
  options: FilterOption[];
  /** null = "Alle", [] = "Keine". */
  value: string[] | null;
  onChange: (value: string[] | null) => void;
}

const ALL = '__all__';
const NONE = '__none__';

/** A multi-select with "Alle" and "Keine" entries (keyboard reachable as menu items); shows 2 chips, then +N. */
export const MultiSelectFilter = ({ label, options, value, onChange }: Props) => {
  const translate = useTranslate();
  const id = useId();
  const selected = value ?? options.map((o) => o.value);
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;

  const handleChange = (next: string[]) => {
    if (next.includes(ALL)) return onChange(null);
    if (next.includes(NONE)) return onChange([]);
    onChange(
      normalizeSelection(
        next,
        options.map((o) => o.value),
      ),
    );
  };

  const renderValue = () => {
    if (value === null) return translate('app.orders.all');
    if (value.length === 0) return translate('app.orders.none_selected');
    const { shown, more } = visibleChips(value);
    return (
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'nowrap', overflow: 'hidden' }}>
        {shown.map((v) => (
          <Chip key={v} size="small" label={labelOf(v)} />
        ))}
        {more > 0 && <Chip size="small" variant="outlined" label={translate('app.orders.more', { count: more })} />}
      </Box>
    );
  };

  return (
    <FormControl size="small" sx={{ width: 230 }}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select
        labelId={id}
        label={label}
        multiple
        displayEmpty
        value={selected}
        onChange={(e) => handleChange(typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value)}
        renderValue={renderValue}
        SelectDisplayProps={{ 'aria-label': label } as object}
      >
        <MenuItem value={ALL} dense>
          <ListItemText primary={translate('app.orders.all')} />
        </MenuItem>
        <MenuItem value={NONE} dense>
          <ListItemText primary={translate('app.orders.none')} />
        </MenuItem>
        <Divider />
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value} dense>
            <Checkbox size="small" checked={selected.includes(o.value)} sx={{ py: 0 }} />
            <ListItemText primary={o.label} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
};
