import { useState } from 'react';
import { addToBasket, type Basket, removeFromBasket } from '../api/basket.ts';
import { HttpError } from '../api/http.ts';
import { useLiveNews } from '../api/live-feed.ts';
import type { MenuItem } from '../api/menu-items.ts';
import { useAppMetadata } from '../api/use-app-metadata.ts';
import { useBasket } from '../api/use-basket.ts';
import { AllergenFilterDialog, AllergenLegend } from '../components/AllergenDialogs.tsx';
import { BasketBar } from '../components/BasketBar.tsx';
import { CategoryDrawer } from '../components/CategoryDrawer.tsx';
import { ExtrasDialog } from '../components/ExtrasDialog.tsx';
import { defaultItemImage } from '../components/images.ts';
import { ItemCard } from '../components/ItemCard.tsx';
import { useToast } from '../components/Toast.tsx';
import { TopBar } from '../components/TopBar.tsx';
import { TypeTabs } from '../components/TypeTabs.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { refusalText } from '../i18n/refusals.ts';
import { avoidedIn, useAllergenFilter } from '../prefs/allergen-filter.ts';
import { useSession } from '../session/session-store.ts';
import { chooseMenuType } from './choose-menu-type.ts';
import { MissingSession } from './MissingSession.tsx';
import { useMenu } from './use-menu.ts';

/** This phone's line of the item without extras or note: what one tap on the menu adds to and the stepper counts. */
function plainLineOf(basket: Basket | null, item: MenuItem) {
  return basket?.items.find((line) => line.menuItemId === item.menuItemId && line.mine && line.addings.length === 0 && !line.note);
}

/**
 * menu-browse: type tabs, category drawer, item cards (sold-out ones greyed out, live), extras dialog and the
 * basket button; "Ich vertrage nicht" hides or marks items with the allergens the guest chose, and the allergen
 * legend opens from every card and every item's dialog.
 */
export default function MenuPage({ menuType }: { menuType: string }) {
  const type = menuType.toUpperCase();
  const i18n = useI18n();
  const { t, language } = i18n;
  const toast = useToast();
  const session = useSession();
  const menu = useMenu(type, language);
  const { basket, reload: reloadBasket } = useBasket(session, language);
  const metadata = useAppMetadata();
  const [chosen, setChosen] = useState<MenuItem | null>(null);
  const [allergenDialog, setAllergenDialog] = useState<'legend' | 'filter' | null>(null);
  const [menuVersion, setMenuVersion] = useState(0);
  const filter = useAllergenFilter();
  const openLegend = () => setAllergenDialog('legend');

  // Something sold out or back again (the basket hears it, too): the shown items reload in place.
  useLiveNews(session?.jwt, (news) => {
    if (news.kind === 'menu' || (news.kind === 'live' && news.again)) {
      void menu.refresh();
      setMenuVersion((v) => v + 1);
    }
  });

  if (!session) return <MissingSession />;

  const add = async (item: MenuItem, addingIds: number[], note: string, { undoable = false } = {}) => {
    try {
      await addToBasket(session, { menuItemId: item.menuItemId, addingIds, note });
      setChosen(null);
      const undo = { label: t('menu.undo'), run: () => void removeOne(item, { undone: true }) };
      toast(t('extras.added', { name: item.name }), undefined, undoable ? undo : undefined);
      await reloadBasket();
    } catch (err) {
      if (err instanceof HttpError && err.status === 409) {
        setChosen(null);
        toast(t('extras.unavailable'));
        menu.reloadItems();
      } else {
        // Too fast (429) or a basket limit (400): the server says which. Anything else is only logged (spec 8).
        const message = refusalText(err, i18n, [400]);
        if (message) toast(message);
        else console.error('Adding to the basket failed', err);
      }
    }
  };

  // One piece fewer of the item's plain line (the stepper's "−", the toast's "Rückgängig").
  const removeOne = async (item: MenuItem, { undone = false } = {}) => {
    // The basket shown may be older than the add being undone: the line is looked up in a fresh one.
    const line = plainLineOf(undone ? await reloadBasket() : basket, item);
    if (!line) return;
    try {
      await removeFromBasket(session, line.itemId, 1);
      if (undone) toast(t('menu.undone', { name: item.name }));
    } catch (err) {
      const message = refusalText(err, i18n, [400, 404]);
      if (message) toast(message);
      else console.error('Removing from the basket failed', err);
    }
    await reloadBasket();
  };

  const hiding = filter.mode === 'hide';
  const shownItems = hiding ? menu.items?.filter((item) => avoidedIn(filter, item.allergens).length === 0) : menu.items;
  const hiddenCount = (menu.items?.length ?? 0) - (shownItems?.length ?? 0);

  return (
    <>
      <TopBar service />
      {/* While the types and categories load, their bars keep their room: the menu does not jump when they come. */}
      {menu.types === null && <div className="type-tabs" aria-hidden="true" />}
      {menu.types && menu.types.length > 0 && (
        <TypeTabs types={menu.types} current={type} onSelect={(next) => chooseMenuType(next, { replace: true })} />
      )}
      <div className="menu-layout">
        {menu.categories && <CategoryDrawer categories={menu.categories} current={menu.categoryId} onSelect={menu.selectCategory} />}
        {!menu.categories && !menu.failed && <div className="category-drawer" aria-hidden="true" />}
        <main className="menu-items">
          <div className="allergen-bar">
            <button type="button" className="allergen-filter-button" aria-haspopup="dialog" onClick={() => setAllergenDialog('filter')}>
              {filter.codes.length > 0 ? t('allergens.filterWith', { codes: filter.codes.join(', ') }) : t('allergens.filter')}
            </button>
            {hiddenCount > 0 && (
              <p className="allergen-hidden" role="status">
                {hiddenCount === 1 ? t('allergens.hiddenOne') : t('allergens.hiddenMany', { count: hiddenCount })}
              </p>
            )}
          </div>
          {menu.failed && (
            <p role="alert" className="notice">
              {t('menu.failed')}
            </p>
          )}
          {!menu.failed && !menu.items && menu.categories?.length !== 0 && <p role="status">{t('menu.loading')}</p>}
          {(menu.items?.length === 0 || menu.categories?.length === 0) && <p>{t('menu.empty')}</p>}
          {shownItems?.map((item) => (
            <ItemCard
              key={item.menuItemId}
              item={item}
              defaultImage={metadata && defaultItemImage(metadata)}
              onChoose={setChosen}
              onAddOne={(one) => void add(one, [], '', { undoable: true })}
              onRemoveOne={(one) => void removeOne(one)}
              inBasket={plainLineOf(basket, item)?.quantity ?? 0}
              avoided={avoidedIn(filter, item.allergens)}
              onLegend={openLegend}
            />
          ))}
        </main>
      </div>
      <BasketBar basket={basket} />
      {chosen && (
        <ExtrasDialog
          // As the menu shows it now: switched off meanwhile, it cannot be added.
          item={menu.items?.find((item) => item.menuItemId === chosen.menuItemId) ?? chosen}
          onClose={() => setChosen(null)}
          onAdd={(ids, note) => add(chosen, ids, note)}
          onLegend={openLegend}
          menuVersion={menuVersion}
        />
      )}
      {/*
        After the item's dialog, so the legend opened from it lies above it. Both dialogs are in the first
        download: about 0.7 KB gzip. As a lazy chunk the bundler split React and Dialog into a shared chunk of
        their own, one more request before the first paint and 0.9 KB more in all (81.7 instead of 80.8 KB).
      */}
      {allergenDialog === 'legend' && <AllergenLegend onClose={() => setAllergenDialog(null)} />}
      {allergenDialog === 'filter' && <AllergenFilterDialog onClose={() => setAllergenDialog(null)} />}
    </>
  );
}
