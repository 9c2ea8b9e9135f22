import { Alert, Box, LinearProgress } from '@mui/material';
import { useState } from 'react';
import { Confirm, Title, useGetList, useStore, useTranslate } from 'react-admin';
import { useCategories, useMenuTypes } from '../common/useCatalogueLists';
import { CatalogueToolbar, type CatalogueView } from '../common/CatalogueToolbar';
import { EmptyList } from '../common/EmptyList';
import { MissingTranslationFilter } from '../common/MissingTranslations';
import { useMissingTranslationList } from '../common/useMissingTranslationList';
import { SearchField } from '../common/SearchField';
import { nextSortOrder } from '../common/sortOrder';
import { useCatalogueMutations } from '../common/useCatalogueMutations';
import { ExtraDialog } from './ExtraDialog';
import { ExtraCards, type ExtraHandlers, ExtraTable } from './ExtraViews';
import { extraInputOf, matchesExtraSearch, scopeNames, toExtraInput } from './extraForm';
import type { DeletedExtra, Extra } from './extra.types';

/** /admin/extras: search by name, cards or table, create, edit, delete and activate extras (issue 12; the spec has no screen). */
const ExtraList = () => {
  const translate = useTranslate();
  const [view, setView] = useStore<CatalogueView>('extras.view', 'cards');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Extra | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Extra | null>(null);
  const all = useGetList<Extra>('extras');
  const { data: extras = [], isFetching, error } = all;
  const filtered = useMissingTranslationList('extras', all);
  const types = useMenuTypes();
  const categories = useCategories();
  const mutations = useCatalogueMutations('extras', filtered.refetch);
  const shown = filtered.listed.filter((extra) => matchesExtraSearch(extra, search));

  const handlers: ExtraHandlers = {
    onEdit: setEditing,
    onDelete: setDeleting,
    onToggleActive: (extra) =>
      mutations.save(
        extra.id,
        extraInputOf(extra, { active: !extra.active }),
        extra.active ? 'app.catalogue.deactivated' : 'app.catalogue.activated',
      ),
    scopeOf: (extra) => scopeNames(extra, types.data ?? [], categories.data ?? []),
    busy: mutations.pending,
  };
  const edited = editing === 'new' ? undefined : (editing ?? undefined);

  const remove = async (extra: Extra) => {
    const answer = await mutations.remove<DeletedExtra>(extra);
    if (answer) mutations.tell(translate(answer.deleted === false ? 'app.extras.kept_inactive' : 'app.catalogue.deleted'), 'success');
  };

  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Title title={translate('app.extras.title')} />
      <CatalogueToolbar
        title={translate('app.extras.title')}
        view={view}
        onViewChange={setView}
        newLabel={translate('app.extras.new')}
        onNew={() => setEditing('new')}
      >
        <SearchField label={translate('app.extras.search')} value={search} onChange={setSearch} />
        <MissingTranslationFilter checked={filtered.onlyMissing} onChange={filtered.setOnlyMissing} />
      </CatalogueToolbar>
      <Box sx={{ height: 4, mb: 1 }}>{isFetching && <LinearProgress />}</Box>
      {error || filtered.error ? (
        <Alert severity="error">{translate('app.catalogue.load_failed')}</Alert>
      ) : !filtered.isPending && shown.length === 0 ? (
        <EmptyList text={translate('app.extras.empty')} onResetSearch={search ? () => setSearch('') : undefined} />
      ) : view === 'table' ? (
        <ExtraTable extras={shown} {...handlers} />
      ) : (
        <ExtraCards extras={shown} {...handlers} />
      )}
      {editing && (
        <ExtraDialog
          extra={edited}
          types={types.data ?? []}
          categories={categories.data ?? []}
          pending={mutations.pending}
          onClose={() => setEditing(null)}
          onSave={(draft) => mutations.save(edited?.id, toExtraInput(draft, edited ? edited.sortOrder : nextSortOrder(extras)))}
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
          if (deleting) await remove(deleting);
          setDeleting(null);
        }}
      />
    </Box>
  );
};

export default ExtraList;
