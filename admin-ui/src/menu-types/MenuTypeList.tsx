import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, Title, useDataProvider, useStore, useTranslate } from 'react-admin';
import { CatalogueToolbar, type CatalogueView } from '../common/CatalogueToolbar';
import { EmptyList } from '../common/EmptyList';
import { MissingTranslationFilter } from '../common/MissingTranslations';
import { useMissingTranslationList } from '../common/useMissingTranslationList';
import { SearchField } from '../common/SearchField';
import { useMenuTypes } from '../common/useCatalogueLists';
import { nextSortOrder } from '../common/sortOrder';
import { useCatalogueMutations, useReorder } from '../common/useCatalogueMutations';
import type { AppDataProvider } from '../providers/dataProvider';
import { MenuTypeDialog } from './MenuTypeDialog';
import { MenuTypeCards, type MenuTypeHandlers, MenuTypeTable } from './MenuTypeViews';
import { matchesMenuTypeSearch, menuTypeDraftOf, toMenuTypeInput } from './menuTypeForm';
import type { MenuType } from './menuType.types';

/** /admin/menu-types: search by code or name, cards or table, create, edit, delete, activate and reorder (spec 2). */
const MenuTypeList = () => {
  const translate = useTranslate();
  const [view, setView] = useStore<CatalogueView>('menu-types.view', 'cards');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<MenuType | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MenuType | null>(null);
  const all = useMenuTypes();
  const { data: types = [], isFetching, error } = all;
  const filtered = useMissingTranslationList('menu-types', all);
  const mutations = useCatalogueMutations('menu-types', filtered.refetch);
  const dataProvider = useDataProvider<AppDataProvider>();
  const reorder = useReorder<MenuType>((ids) => dataProvider.reorderMenuTypes(ids), filtered.refetch);
  const shown = filtered.listed.filter((type) => matchesMenuTypeSearch(type, search));

  const handlers: MenuTypeHandlers = {
    onEdit: setEditing,
    onDelete: setDeleting,
    onToggleActive: (type) =>
      mutations.save(
        type.id,
        toMenuTypeInput({ ...menuTypeDraftOf(type), active: !type.active }, type.sortOrder),
        type.active ? 'app.catalogue.deactivated' : 'app.catalogue.activated',
      ),
    onMove: (index, direction) => reorder.move(types, index, direction),
    reorderDisabled: search.trim() !== '' || filtered.onlyMissing,
    busy: mutations.pending,
  };
  const edited = editing === 'new' ? undefined : (editing ?? undefined);

  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Title title={translate('app.menu_types.title')} />
      <CatalogueToolbar
        title={translate('app.menu_types.title')}
        view={view}
        onViewChange={setView}
        newLabel={translate('app.menu_types.new')}
        onNew={() => setEditing('new')}
      >
        <SearchField label={translate('app.menu_types.search')} value={search} onChange={setSearch} />
        <MissingTranslationFilter checked={filtered.onlyMissing} onChange={filtered.setOnlyMissing} />
      </CatalogueToolbar>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(
          search.trim() !== ''
            ? 'app.catalogue.reorder_off_while_searching'
            : filtered.onlyMissing
              ? 'app.translations.reorder_off'
              : 'app.catalogue.reorder_hint',
        )}
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>{isFetching && <LinearProgress />}</Box>
      {error || filtered.error ? (
        <Alert severity="error">{translate('app.catalogue.load_failed')}</Alert>
      ) : !filtered.isPending && shown.length === 0 ? (
        <EmptyList text={translate('app.menu_types.empty')} onResetSearch={search ? () => setSearch('') : undefined} />
      ) : view === 'table' ? (
        <MenuTypeTable types={shown} {...handlers} />
      ) : (
        <MenuTypeCards types={shown} {...handlers} />
      )}
      {editing && (
        <MenuTypeDialog
          type={edited}
          pending={mutations.pending}
          onClose={() => setEditing(null)}
          onSave={(draft) => mutations.save(edited?.id, toMenuTypeInput(draft, edited ? edited.sortOrder : nextSortOrder(types)))}
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

export default MenuTypeList;
