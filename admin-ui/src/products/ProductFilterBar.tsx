import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { categoriesOfType } from './productForm';
import { withTypeFilter, type ProductFilterValues, type ProductSort } from './productFilters';
import type { MenuLists } from './useMenuLists';
import { DebouncedSearchField } from '../common/DebouncedSearchField';
import { MissingTranslationFilter } from '../common/MissingTranslations';

interface Props {
  filters: ProductFilterValues;
  onChange: (filters: ProductFilterValues) => void;
  lists: MenuLists;
}

const ALL = '__all__';

/** Spec 2 "Products": menu type, category, search by name or description, sort Name (A–Z) or Preis; "Übersetzung fehlt". */
export const ProductFilterBar = ({ filters, onChange, lists }: Props) => {
  const translate = useTranslate();
  const categories = categoriesOfType(lists.categories, lists.types, filters.typeCode);
  const changeType = (value: string) => {
    const typeCode = value === ALL ? '' : value;
    const ids = categoriesOfType(lists.categories, lists.types, typeCode).map((c) => c.categoryId);
    onChange(withTypeFilter(filters, typeCode, ids));
  };
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start', py: 1 }}>
      <DebouncedSearchField label={translate('app.products.search')} value={filters.q} onChange={(q) => onChange({ ...filters, q })} />
      <TextField
        select
        size="small"
        sx={{ width: 180 }}
        label={translate('app.products.type')}
        value={filters.typeCode || ALL}
        onChange={(e) => changeType(e.target.value)}
      >
        <MenuItem value={ALL}>{translate('app.products.all_types')}</MenuItem>
        {lists.types.map((type) => (
          <MenuItem key={type.code} value={type.code}>
            {type.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        sx={{ width: 200 }}
        label={translate('app.products.category')}
        value={filters.categoryId === '' ? ALL : filters.categoryId}
        onChange={(e) => onChange({ ...filters, categoryId: e.target.value === ALL ? '' : Number(e.target.value) })}
      >
        <MenuItem value={ALL}>{translate('app.products.all_categories')}</MenuItem>
        {categories.map((category) => (
          <MenuItem key={category.categoryId} value={category.categoryId}>
            {category.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        sx={{ width: 160 }}
        label={translate('app.products.sort')}
        value={filters.sort}
        onChange={(e) => onChange({ ...filters, sort: e.target.value as ProductSort })}
      >
        <MenuItem value="name">{translate('app.products.sort_name')}</MenuItem>
        <MenuItem value="price">{translate('app.products.sort_price')}</MenuItem>
      </TextField>
      <MissingTranslationFilter
        checked={filters.missingTranslation}
        onChange={(missingTranslation) => onChange({ ...filters, missingTranslation })}
      />
    </Stack>
  );
};
