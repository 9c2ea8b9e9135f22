import { useDataProvider } from 'react-admin';
import { CatalogueListPage } from '../common/CatalogueListPage';
import { nextSortOrder } from '../common/sortOrder';
import { useCatalogueList } from '../common/useCatalogueList';
import { useMenuTypes } from '../common/useCatalogueLists';
import { useReorder } from '../common/useCatalogueMutations';
import type { AppDataProvider } from '../providers/dataProvider';
import { MenuTypeDialog } from './MenuTypeDialog';
import { MenuTypeCards, type MenuTypeHandlers, MenuTypeTable } from './MenuTypeViews';
import { matchesMenuTypeSearch, menuTypeDraftOf, toMenuTypeInput } from './menuTypeForm';
import type { MenuType } from './menuType.types';

/** /admin/menu-types: search by code or name, cards or table, create, edit, delete, activate and reorder (spec 2). */
const MenuTypeList = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const page = useCatalogueList('menu-types', useMenuTypes(), { matches: matchesMenuTypeSearch });
  const { mutations, edited } = page;
  const types = page.all.data ?? [];
  const reorder = useReorder<MenuType>((ids) => dataProvider.reorderMenuTypes(ids), page.filtered.refetch);

  const handlers: MenuTypeHandlers = {
    onEdit: page.edit,
    onDelete: page.askToDelete,
    onToggleActive: (type) =>
      mutations.save(
        type.id,
        toMenuTypeInput({ ...menuTypeDraftOf(type), active: !type.active }, type.sortOrder),
        type.active ? 'app.catalogue.deactivated' : 'app.catalogue.activated',
      ),
    onMove: (index, direction) => reorder.move(types, index, direction),
    reorderDisabled: page.narrowed,
    busy: mutations.pending,
  };

  return (
    <CatalogueListPage
      page={page}
      texts="app.menu_types"
      reorderable
      dialog={
        <MenuTypeDialog
          type={edited}
          pending={mutations.pending}
          onClose={page.closeDialog}
          onSave={(draft) => mutations.save(edited?.id, toMenuTypeInput(draft, edited ? edited.sortOrder : nextSortOrder(types)))}
        />
      }
    >
      {page.view === 'table' ? <MenuTypeTable types={page.shown} {...handlers} /> : <MenuTypeCards types={page.shown} {...handlers} />}
    </CatalogueListPage>
  );
};

export default MenuTypeList;
