import { Injectable } from '@nestjs/common';
import { type CataloguePage, MenuCatalogueCache } from './menu-catalogue.cache.js';
import { MenuService } from './menu.service.js';

/** A guest menu answer with the URL it answers. */
export interface GuestMenuAnswer {
  url: string;
  page: CataloguePage;
}

// The cache keys of the pages: one per answer the guest menu routes give.
const TYPES_KEY = 'types';
const categoriesKey = (typeCode?: string) => `categories:${typeCode ?? '*'}`;
const itemsKey = (categoryId?: number) => `items:${categoryId ?? '*'}`;

/**
 * The URLs of the guest menu's answers in the one spelling the guest app uses (no other query parameter,
 * an upper-case type code, an id without leading zeros): those `builtPageFor` answers by URL alone.
 */
const PLAIN_URLS: Array<[RegExp, (match: RegExpExecArray) => string]> = [
  [/^\/api\/menu\/types$/, () => TYPES_KEY],
  [/^\/api\/menu\/categories\?type=([A-Z0-9_-]{1,32})$/, (match) => categoriesKey(match[1])],
  [/^\/api\/menu\/items\?(?:category|categoryId)=([1-9]\d{0,8})$/, (match) => itemsKey(Number(match[1]))],
];

/**
 * The guest menu's answers as cached pages (MenuCatalogueCache): for the menu routes, and for the guest
 * app's menu page, whose index.html carries what that page asks for first.
 */
@Injectable()
export class GuestMenuPages {
  constructor(
    private readonly menu: MenuService,
    private readonly catalogue: MenuCatalogueCache,
  ) {}

  types(): Promise<CataloguePage> {
    return this.catalogue.get(TYPES_KEY, () => this.menu.types());
  }

  categories(typeCode?: string): Promise<CataloguePage> {
    return this.catalogue.get(categoriesKey(typeCode), () => this.menu.categories(typeCode));
  }

  items(categoryId?: number): Promise<CataloguePage> {
    return this.catalogue.get(itemsKey(categoryId), () => this.menu.orderableItems(categoryId));
  }

  /**
   * The page a GET of `url` answers with, if `url` is spelled as the guest app spells it and the page is
   * built and current; undefined for anything else (the route's handler then answers, validation and all).
   */
  builtPageFor(url: string): CataloguePage | undefined {
    for (const [pattern, keyOf] of PLAIN_URLS) {
      const match = pattern.exec(url);
      if (match) return this.catalogue.built(keyOf(match));
    }
    return undefined;
  }

  /**
   * What the guest app's menu page of a type asks for first, under the URLs it asks them by: the types
   * (for its tabs, unless it has them from an earlier visit), the type's categories and the first one's
   * items (the page opens on it unless the guest chose another before).
   */
  async opening(typeCode: string): Promise<GuestMenuAnswer[]> {
    const type = typeCode.toUpperCase();
    const answers = [
      { url: '/api/menu/types', page: await this.types() },
      { url: `/api/menu/categories?type=${encodeURIComponent(type)}`, page: await this.categories(type) },
    ];
    const firstCategoryId = await this.menu.firstCategoryId(type);
    if (firstCategoryId !== undefined)
      answers.push({ url: `/api/menu/items?category=${firstCategoryId}`, page: await this.items(firstCategoryId) });
    return answers;
  }
}
