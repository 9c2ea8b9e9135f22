import { useGetList } from 'react-admin';
import { CatalogueListPage } from '../common/CatalogueListPage';
import { nextSortOrder } from '../common/sortOrder';
import { useCatalogueList } from '../common/useCatalogueList';
import { useCategories, useMenuTypes } from '../common/useCatalogueLists';
import { ExtraDialog } from './ExtraDialog';
import { ExtraCards, type ExtraHandlers, ExtraTable } from './ExtraViews';
import { extraInputOf, matchesExtraSearch, scopeNames, toExtraInput } from './extraForm';
import type { Extra } from './extra.types';

/** /admin/extras: search by name, cards or table, create, edit, delete and activate extras (issue 12; the spec has no screen). */
const ExtraList = () => {
  // An extra still in a basket is only deactivated (docs/decisions.md, "Catalogue deletes").
  const page = useCatalogueList('extras', useGetList<Extra>('extras'), {
    matches: matchesExtraSearch,
    keptMessage: 'app.extras.kept_inactive',
  });
  const { mutations, edited } = page;
  const types = useMenuTypes();
  const categories = useCategories();

  const handlers: ExtraHandlers = {
    onEdit: page.edit,
    onDelete: page.askToDelete,
    onToggleActive: (extra) =>
      mutations.save(
        extra.id,
        extraInputOf(extra, { active: !extra.active }),
        extra.active ? 'app.catalogue.deactivated' : 'app.catalogue.activated',
      ),
    scopeOf: (extra) => scopeNames(extra, types.data ?? [], categories.data ?? []),
    busy: mutations.pending,
  };

  return (
    <CatalogueListPage
      page={page}
      texts="app.extras"
      dialog={
        <ExtraDialog
          extra={edited}
          types={types.data ?? []}
          categories={categories.data ?? []}
          pending={mutations.pending}
          onClose={page.closeDialog}
          onSave={(draft) =>
            mutations.save(edited?.id, toExtraInput(draft, edited ? edited.sortOrder : nextSortOrder(page.all.data ?? [])))
          }
        />
      }
    >
      {page.view === 'table' ? <ExtraTable extras={page.shown} {...handlers} /> : <ExtraCards extras={page.shown} {...handlers} />}
    </CatalogueListPage>
  );
};

export default ExtraList;
