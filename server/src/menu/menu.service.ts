import { Injectable } from '@nestjs/common';
import { VAT_RATES } from '../common/vat.js';
import { MenuCatalogRepository } from './menu-catalog.repository.js';
import { toCategoryDto, toMenuItemDto, toMenuTypeDto } from './menu.mapper.js';

/** The guest's view of the menu: only what can be ordered now. */
@Injectable()
export class MenuService {
  constructor(private readonly catalog: MenuCatalogRepository) {}

  async types() {
    return (await this.catalog.activeTypes()).map(toMenuTypeDto);
  }

  async categories(typeCode?: string) {
    return (await this.catalog.categoriesOfActiveTypes(typeCode)).map(toCategoryDto);
  }

  async items(categoryId?: number) {
    return (await this.catalog.itemRows({ categoryId, orderableOnly: true })).map(toMenuItemDto);
  }

  async vatRates(ids: number[]) {
    const rows = await this.catalog.itemRows({ ids, orderableOnly: false });
    return rows.map(({ item }) => ({ menuItemId: item.id, vatRate: item.vatRate, vatPercent: VAT_RATES[item.vatRate] }));
  }
}
