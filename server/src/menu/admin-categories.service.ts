import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { conflict, fieldError, notFound } from '../common/api-error.js';
import { EventBus } from '../events/event-bus.service.js';
import { ImageStore } from '../media/image-store.service.js';
import type { CategoryInputDto } from './dto/admin-category.dto.js';
import { MenuItemsRepository } from './menu-items.repository.js';
import { withMissingTranslation } from '../common/translations.js';
import { toAdminCategoryDto } from './menu.mapper.js';
import { MenuRepository } from './menu.repository.js';
import { checkNewOrder } from './new-order.js';

const CATEGORY_NOT_FOUND = 'Kategorie nicht gefunden.';
const CATEGORY_HAS_ITEMS = 'Löschen nicht möglich. Die Kategorie enthält noch Produkte.';

/** Categories in the back office, including those of inactive menu types. */
@Injectable()
export class AdminCategoriesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly menu: MenuRepository,
    private readonly items: MenuItemsRepository,
    private readonly images: ImageStore,
    private readonly bus: EventBus,
  ) {}

  async list(typeId?: number, missingTranslation?: boolean) {
    return withMissingTranslation((await this.menu.categories(typeId)).map(toAdminCategoryDto), missingTranslation);
  }

  async one(id: number) {
    const category = await this.menu.findCategory(id);
    if (!category) throw notFound(CATEGORY_NOT_FOUND);
    return toAdminCategoryDto(category);
  }

  async create(input: CategoryInputDto) {
    await this.checkType(input.typeId);
    const { name, typeId } = input;
    return this.one(
      await this.menu.insertCategory({
        name,
        typeId,
        description: input.description ?? '',
        translations: input.translations ?? {},
        sortOrder: input.sortOrder ?? 1,
        defaultVatRate: input.defaultVatRate ?? null,
        defaultVatCategory: input.defaultVatCategory ?? null,
        course: input.course ?? null,
      }),
    );
  }

  /** Fields left out keep their value; moving a category moves its products to the new type. */
  async update(id: number, input: CategoryInputDto) {
    const category = await this.one(id);
    await this.checkType(input.typeId);
    await this.menu.updateCategory(id, {
      name: input.name,
      description: input.description ?? category.description,
      ...(input.translations ? { translations: input.translations } : {}),
      typeId: input.typeId,
      sortOrder: input.sortOrder ?? category.sortOrder,
      // Left out keeps the default; null makes it the menu type's again.
      defaultVatRate: input.defaultVatRate === undefined ? category.defaultVatRate : input.defaultVatRate,
      defaultVatCategory: input.defaultVatCategory === undefined ? category.defaultVatCategory : input.defaultVatCategory,
      course: input.course === undefined ? category.course : input.course,
    });
    return this.one(id);
  }

  /** Puts one type's categories in the given order (sortOrder 1, 2, 3 …) in one transaction; answers them. */
  async reorder(typeId: number, categoryIds: number[]) {
    await this.checkType(typeId);
    await this.dataSource.transaction(async (manager) => {
      checkNewOrder(await this.menu.lockCategoryIds(manager, typeId), categoryIds);
      await this.menu.setSortOrders(manager, 'categories', categoryIds);
    });
    return this.list(typeId);
  }

  /**
   * Refused while products are listed in it. Archived products go with it (orders keep their
   * snapshots), and extras that were limited to it forget it.
   */
  async remove(id: number) {
    const dto = await this.one(id);
    await this.dataSource.transaction(async (manager) => {
      if (await this.items.hasListedItems(manager, id)) throw conflict(CATEGORY_HAS_ITEMS);
      await this.deleteArchivedItems(manager, id);
      await this.bus.dispatch('menu.categoryRemoved', { categoryId: id }, manager);
      await this.menu.deleteCategory(manager, id);
    });
    return dto;
  }

  private async deleteArchivedItems(manager: EntityManager, categoryId: number): Promise<void> {
    const archived = await this.items.archivedIn(manager, categoryId);
    await this.items.delete(
      manager,
      archived.map((item) => item.id),
    );
    for (const item of archived) await this.images.remove(item.imageMediaId, manager);
  }

  private async checkType(typeId: number): Promise<void> {
    if (!(await this.menu.findType(typeId))) throw fieldError('typeId', 'Unbekannter Menü-Typ.');
  }
}
