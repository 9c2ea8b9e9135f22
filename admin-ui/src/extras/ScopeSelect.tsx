import { Checkbox, ListItemText, ListSubheader, MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import type { Category } from '../categories/category.types';
import type { MenuType } from '../menu-types/menuType.types';

interface Option {
  id: number;
  label: string;
  /** A heading above this option (the categories' menu type). */
  group?: string;
}

interface Props {
  label: string;
  /** Shown when nothing is chosen: the extra applies to all. */
  allLabel: string;
  helperText: string;
  options: Option[];
  value: number[];
  onChange: (ids: number[]) => void;
}

/** A multi-select of menu types or categories; nothing chosen means all. */
export const ScopeSelect = ({ label, allLabel, helperText, options, value, onChange }: Props) => {
  const names = (ids: number[]) =>
    ids.length === 0 ? allLabel : ids.map((id) => options.find((option) => option.id === id)?.label ?? `#${id}`).join(', ');
  const items: ReactNode[] = [];
  options.forEach((option, index) => {
    if (option.group && option.group !== options[index - 1]?.group) {
      items.push(<ListSubheader key={`group-${option.group}`}>{option.group}</ListSubheader>);
    }
    items.push(
      <MenuItem key={option.id} value={option.id}>
        <Checkbox checked={value.includes(option.id)} size="small" sx={{ py: 0 }} />
        <ListItemText primary={option.label} />
      </MenuItem>,
    );
  });
  return (
    <TextField
      select
      label={label}
      value={value}
      helperText={helperText}
      onChange={(e) => onChange((e.target.value as unknown as (number | string)[]).map(Number).filter(Number.isInteger))}
      slotProps={{
        inputLabel: { shrink: true },
        select: { multiple: true, displayEmpty: true, renderValue: (selected) => names(selected as number[]) },
      }}
    >
      {items}
    </TextField>
  );
};

export const typeOptions = (types: readonly MenuType[]): Option[] => types.map((type) => ({ id: type.typeId, label: type.name }));

/** Categories under their menu type's name, in the guests' order. */
export const categoryOptions = (categories: readonly Category[]): Option[] =>
  categories.map((category) => ({ id: category.categoryId, label: category.name, group: category.typeName }));
