import { Alert, Box, Chip, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, Title, useDataProvider, useStore, useTranslate } from 'react-admin';
import { CatalogueToolbar, type CatalogueView } from '../common/CatalogueToolbar';
import { EmptyList } from '../common/EmptyList';
import { MissingTranslationFilter } from '../common/MissingTranslations';
import { useMissingTranslationList } from '../common/useMissingTranslationList';
import { SearchField } from '../common/SearchField';
import { useCategories, useMenuTypes } from '../common/useCatalogueLists';
import { useCatalogueMutations, useReorder } from '../common/useCatalogueMutations';
import type { AppDataProvider } from '../providers/dataProvider';
import { CategoryDialog } from './CategoryDialog';
import { CategoryCards, type CategoryHandlers, CategoryTable } from './CategoryViews';
import { groupByType, matchesCategorySearch, toCategoryInput } from './categoryForm';
import type { Category } from './category.types';

/** /admin/categories: filter by menu type, search by name, cards or table, create, edit, delete and reorder (spec 2). */
const CategoryList = () => {
  const translate = useTranslate();
  const [view, setView] = useStore<CatalogueView>('categories.view', 'cards');
  const [typeFilter, setTypeFilter] = useStore<number | ''>('categories.typeId', '');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const types = useMenuTypes();
  const all = useCategories();
  const { data: categories = [], isFetching, error } = all;
  const filtered = useMissingTranslationList('categories', all);
  const mutations = useCatalogueMutations('categories', filtered.refetch);
  const dataProvider = useDataProvider<AppDataProvider>();
  const reorder = useReorder<Category>((ids, moved) => dataProvider.reorderCategories(moved.typeId, ids), filtered.refetch);

  // A stored filter for a type that no longer exists shows everything.
  const typeId = typeFilter !== '' && types.data?.some((type) => type.typeId === typeFilter) ? typeFilter : '';
  const searching = search.trim() !== '';
  // While searching or filtering, types without a match are left out.
  const narrowed = searching || filtered.onlyMissing;
  const groups = groupByType(types.data ?? [], filtered.listed, typeId)
    .map((group) => ({ ...group, categories: group.categories.filter((category) => matchesCategorySearch(category, search)) }))
    .filter((group) => !narrowed || group.categories.length > 0);
  const handlers: CategoryHandlers = {
    onEdit: setEditing,
    onDelete: setDeleting,
    onMove: (group, index, direction) => void reorder.move(group, index, direction),
    reorderDisabled: narrowed,
  };
  const edited = editing === 'new' ? undefined : (editing ?? undefined);
  const Listing = view === 'table' ? CategoryTable : CategoryCards;

  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Title title={translate('app.categories.title')} />
      <CatalogueToolbar
        title={translate('app.categories.title')}
        view={view}
        onViewChange={setView}
        newLabel={translate('app.categories.new')}
        onNew={() => setEditing('new')}
      >
        <TextField
          select
          size="small"
          label={translate('app.categories.type_filter')}
          value={typeId}
          onChange={(e) => setTypeFilter(e.target.value === '' ? '' : Number(e.target.value))}
          sx={{ minWidth: 220, flex: '0 1 300px' }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{translate('app.categories.all_types')}</MenuItem>
          {(types.data ?? []).map((type) => (
            <MenuItem key={type.typeId} value={type.typeId}>
              {type.name}
            </MenuItem>
          ))}
        </TextField>
        <SearchField label={translate('app.categories.search')} value={search} onChange={setSearch} />
        <MissingTranslationFilter checked={filtered.onlyMissing} onChange={filtered.setOnlyMissing} />
      </CatalogueToolbar>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(
          searching
            ? 'app.catalogue.reorder_off_while_searching'
            : filtered.onlyMissing
              ? 'app.translations.reorder_off'
              : 'app.catalogue.reorder_hint',
        )}
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>{(isFetching || types.isFetching) && <LinearProgress />}</Box>
      {error || filtered.error || types.error ? (
        <Alert severity="error">{translate('app.catalogue.load_failed')}</Alert>
      ) : !filtered.isPending && !types.isPending && groups.length === 0 ? (
        <EmptyList text={translate('app.categories.empty')} onResetSearch={searching ? () => setSearch('') : undefined} />
      ) : (
        <Stack spacing={3}>
          {groups.map(({ type, categories: inType }) => (
            <Box component="section" key={type.typeId} aria-labelledby={`category-group-${type.typeId}`}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography variant="h6" component="h2" id={`category-group-${type.typeId}`}>
                  {type.name}
                </Typography>
                <Chip label={type.code} size="small" variant="outlined" />
                {!type.active && <Chip label={translate('app.catalogue.inactive')} size="small" />}
              </Stack>
              {inType.length === 0 ? (
                <Typography color="text.secondary">{translate('app.categories.none_in_type')}</Typography>
              ) : (
                <Listing categories={inType} typeName={type.name} {...handlers} />
              )}
            </Box>
          ))}
        </Stack>
      )}
      {editing && (
        <CategoryDialog
          category={edited}
          defaultTypeId={typeId}
          types={types.data ?? []}
          pending={mutations.pending}
          onClose={() => setEditing(null)}
          onSave={(draft) => mutations.save(edited?.id, toCategoryInput(draft, categories, edited))}
        />
      )}
      <Confirm
        isOpen={!!deleting}
        title="app.catalogue.confirm_delete"
        content="app.catalogue.confirm_delete_content"
        translateOptions={{ name: deleting?.name ?? '' }}
        loading={mutations.pending}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting && (await mutations.remove(deleting))) mutations.tell(translate('app.catalogue.deleted'), 'success');
          setDeleting(null);
        }}
      />
    </Box>
  );
};

export default CategoryList;
