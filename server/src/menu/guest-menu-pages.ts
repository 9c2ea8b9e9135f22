import { Injectable } from '@nestjs/common';
import { guestLanguage, type Language } from '../common/translations.js';
import { type CataloguePage, MenuCatalogueCache } from './menu-catalogue.cache.js';
import { MenuService } from './menu.service.js';

/** A guest menu answer with the URL it answers. */
export interface GuestMenuAnswer {
  url: string;
  page: CataloguePage;
}

// The cache keys of the pages: one per answer the guest menu routes give, in each language.
const typesKey = (lang: Language) => `types:${lang}`;
const categoriesKey = (lang: Language, typeCode?: string) => `categories:${typeCode ?? '*'}:${lang}`;
const itemsKey = (lang: Language, categoryId?: number) => `items:${categoryId ?? '*'}:${lang}`;

/** The guest app's own `lang` parameter (last in its URLs); without it, Accept-Language decides. */
const LANG = '(?:[?&]lang=(de|en|ru|zh|ar|tr|sr|es))?';

/**
 * The URLs of the guest menu's answers in the one spelling the guest app uses (no other query parameter,
 * an upper-case type code, an id without leading zeros, the language last): those `builtPageFor` answers by
 * URL (and Accept-Language) alone.
 */
const PLAIN_URLS: Array<[RegExp, (match: RegExpExecArray, lang: Language) => string]> = [
  [new RegExp(`^/api/menu/types${LANG}$`), (_match, lang) => typesKey(lang)],
  [new RegExp(`^/api/menu/categories\\?type=([A-Z0-9_-]{1,32})${LANG}$`), (match, lang) => categoriesKey(lang, match[1])],
  [new RegExp(`^/api/menu/items\\?(?:category|categoryId)=([1-9]\\d{0,8})${LANG}$`), (match, lang) => itemsKey(lang, Number(match[1]))],
];

/** The URL the guest app asks a menu answer by, in `lang`. */
const inLanguage = (url: string, lang: Language) => `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;

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

  types(lang: Language = 'de'): Promise<CataloguePage> {
    return this.catalogue.get(typesKey(lang), () => this.menu.types(lang));
  }

  categories(typeCode?: string, lang: Language = 'de'): Promise<CataloguePage> {
    return this.catalogue.get(categoriesKey(lang, typeCode), () => this.menu.categories(typeCode, lang));
  }

  items(categoryId?: number, lang: Language = 'de'): Promise<CataloguePage> {
    return this.catalogue.get(itemsKey(lang, categoryId), () => this.menu.orderableItems(categoryId, lang));
  }

  /**
   * The page a GET of `url` answers with, if `url` is spelled as the guest app spells it and the page is
   * built and current; undefined for anything else (the route's handler then answers, validation and all).
   */
  builtPageFor(url: string, acceptLanguage?: string): CataloguePage | undefined {
    for (const [pattern, keyOf] of PLAIN_URLS) {
      const match = pattern.exec(url);
      if (match) return this.catalogue.built(keyOf(match, guestLanguage(match[match.length - 1], acceptLanguage)));
    }
    return undefined;
  }

  /** What the page a QR code opens shows first: the menu types to choose from, in `lang`. */
  async starting(lang: Language): Promise<GuestMenuAnswer[]> {
    return [{ url: inLanguage('/api/menu/types', lang), page: await this.types(lang) }];
  }

  /**
   * What the guest app's menu page of a type asks for first, under the URLs it asks them by: the types
   * (for its tabs, unless it has them from an earlier visit), the type's categories and the first one's
   * items (the page opens on it unless the guest chose another before).
   */
  async opening(typeCode: string, lang: Language = 'de'): Promise<GuestMenuAnswer[]> {
    const type = typeCode.toUpperCase();
    const answers = [
      { url: inLanguage('/api/menu/types', lang), page: await this.types(lang) },
      { url: inLanguage(`/api/menu/categories?type=${encodeURIComponent(type)}`, lang), page: await this.categories(type, lang) },
    ];
    const firstCategoryId = await this.menu.firstCategoryId(type);
    if (firstCategoryId !== undefined)
      answers.push({ url: inLanguage(`/api/menu/items?category=${firstCategoryId}`, lang), page: await this.items(firstCategoryId, lang) });
    return answers;
  }
}
