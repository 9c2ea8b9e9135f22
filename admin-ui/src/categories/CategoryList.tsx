import { Box, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider, useStore, useTranslate } from 'react-admin';
import { CatalogueListPage } from '../common/CatalogueListPage';
import { useCatalogueList } from '../common/useCatalogueList';
import { useCategories, useMenuTypes } from '../common/useCatalogueLists';
import { useReorder } from '../common/useCatalogueMutations';
import type { MenuType } from '../menu-types/menuType.types';
import type { AppDataProvider } from '../providers/dataProvider';
import { CategoryDialog } from './CategoryDialog';
import { CategoryCards, type CategoryHandlers, CategoryTable } from './CategoryViews';
import { groupByType, matchesCategorySearch, toCategoryInput } from './categoryForm';
import type { Category } from './category.types';

/** The filter by menu type; '' shows every type. */
const TypeFilter = ({ types, value, onChange }: { types: MenuType[]; value: number | ''; onChange: (typeId: number | '') => void }) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('app.categories.type_filter')}
      value={value}
      onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
      sx={{ minWidth: 220, flex: '0 1 300px' }}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{translate('app.categories.all_types')}</MenuItem>
      {types.map((type) => (
        <MenuItem key={type.typeId} value={type.typeId}>
          {type.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** /admin/categories: filter by menu type, search by name, cards or table, create, edit, delete and reorder (spec 2). */
const CategoryList = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [typeFilter, setTypeFilter] = useStore<number | ''>('categories.typeId', '');
  const types = useMenuTypes();
  const page = useCatalogueList('categories', useCategories(), { matches: matchesCategorySearch });
  const { mutations, edited } = page;
  const reorder = useReorder<Category>((ids, moved) => dataProvider.reorderCategories(moved.typeId, ids), page.filtered.refetch);

  // A stored filter for a type that no longer exists shows everything.
  const typeId = typeFilter !== '' && types.data?.some((type) => type.typeId === typeFilter) ? typeFilter : '';
  // While searching or filtering, types without a match are left out.
  const groups = groupByType(types.data ?? [], page.shown, typeId).filter((group) => !page.narrowed || group.categories.length > 0);
  const handlers: CategoryHandlers = {
    onEdit: page.edit,
    onDelete: page.askToDelete,
    onMove: (group, index, direction) => void reorder.move(group, index, direction),
    reorderDisabled: page.narrowed,
  };
  const Listing = page.view === 'table' ? CategoryTable : CategoryCards;

  return (
    <CatalogueListPage
      page={page}
      texts="app.categories"
      reorderable
      filters={<TypeFilter types={types.data ?? []} value={typeId} onChange={setTypeFilter} />}
      related={[types]}
      empty={groups.length === 0}
      dialog={
        <CategoryDialog
          category={edited}
          defaultTypeId={typeId}
          types={types.data ?? []}
          pending={mutations.pending}
          onClose={page.closeDialog}
          onSave={(draft) => mutations.save(edited?.id, toCategoryInput(draft, page.all.data ?? [], edited))}
        />
      }
    >
      <Stack spacing={3}>
        {groups.map(({ type, categories }) => (
          <Box component="section" key={type.typeId} aria-labelledby={`category-group-${type.typeId}`}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="h6" component="h2" id={`category-group-${type.typeId}`}>
                {type.name}
              </Typography>
              <Chip label={type.code} size="small" variant="outlined" />
              {!type.active && <Chip label={translate('app.catalogue.inactive')} size="small" />}
            </Stack>
            {categories.length === 0 ? (
              <Typography color="text.secondary">{translate('app.categories.none_in_type')}</Typography>
            ) : (
              <Listing categories={categories} typeName={type.name} {...handlers} />
            )}
          </Box>
        ))}
      </Stack>
    </CatalogueListPage>
  );
};

export default CategoryList;
