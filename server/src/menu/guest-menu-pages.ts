import { Injectable } from '@nestjs/common';
import { type CataloguePage, MenuCatalogueCache } from './menu-catalogue.cache.js';
import { MenuService } from './menu.service.js';

/** A guest menu answer with the URL it answers. */
export interface GuestMenuAnswer {
  url: string;
  page: CataloguePage;
}

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
    return this.catalogue.get('types', () => this.menu.types());
  }

  categories(typeCode?: string): Promise<CataloguePage> {
    return this.catalogue.get(`categories:${typeCode ?? '*'}`, () => this.menu.categories(typeCode));
  }

  items(categoryId?: number): Promise<CataloguePage> {
    return this.catalogue.get(`items:${categoryId ?? '*'}`, () => this.menu.orderableItems(categoryId));
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
