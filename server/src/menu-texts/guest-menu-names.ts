import { Injectable } from '@nestjs/common';
import { type Language, type Translations, translated } from '../common/translations.js';
import { ExtrasService } from '../extras/extras.service.js';
import { MenuService } from '../menu/menu.service.js';

/**
 * Names of products and extras in one language, for the guest screens that show what was chosen (basket, orders,
 * bill). A name is looked up by id in the menu as it is now; without a translation (or in German) the name as the
 * line has it stays: the German one of the basket, the snapshot of the order. Kitchen, bons and invoices keep German.
 */
export interface MenuNames {
  item(menuItemId: number | null, german: string): string;
  extra(extraId: number | null, german: string): string;
}

/** The names as the lines have them (German): staff screens. */
export const GERMAN_NAMES: MenuNames = { item: (_id, german) => german, extra: (_id, german) => german };

function nameIn(translations: Translations | undefined, german: string, lang: Language): string {
  return translations ? translated({ name: german }, translations, lang).name : german;
}

@Injectable()
export class GuestMenuNames {
  constructor(
    private readonly menu: MenuService,
    private readonly extras: ExtrasService,
  ) {}

  async in(lang: Language): Promise<MenuNames> {
    if (lang === 'de') return GERMAN_NAMES;
    const [items, extras] = await Promise.all([this.menu.itemRowsById(), this.extras.byId()]);
    return {
      item: (id, german) => nameIn(id === null ? undefined : items.get(id)?.item.translations, german, lang),
      extra: (id, german) => nameIn(id === null ? undefined : extras.get(id)?.translations, german, lang),
    };
  }
}
