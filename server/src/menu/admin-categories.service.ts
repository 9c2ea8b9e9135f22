import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, IsNull, Not } from 'typeorm';
import { conflict, notFound } from '../common/api-error.js';
import { ImageStore } from '../media/image-store.service.js';
import { Category } from './category.entity.js';
import type { CategoryInputDto } from './dto/admin-category.dto.js';
import { fieldError } from './dto/catalog-rules.js';
import { MenuItem } from './menu-item.entity.js';
import { toCategoryDto } from './menu.mapper.js';
import { MenuType } from './menu-type.entity.js';

export const CATEGORY_NOT_FOUND = 'Kategorie nicht gefunden.';
export const CATEGORY_HAS_ITEMS = 'Löschen nicht möglich. Die Kategorie enthält noch Produkte.';

/** Categories in the back office, including those of inactive menu types. */
@Injectable()
export class AdminCategoriesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly images: ImageStore,
  ) {}

  async list(typeId?: number) {
    const query = this.dataSource.manager
      .getRepository(Category)
      .createQueryBuilder('category')
      .innerJoinAndSelect('category.type', 'type')
      .orderBy('type.sortOrder', 'ASC')
      .addOrderBy('type.id', 'ASC')
      .addOrderBy('category.sortOrder', 'ASC')
      .addOrderBy('category.id', 'ASC');
    if (typeId !== undefined) query.where('category.typeId = :typeId', { typeId });
    return (await query.getMany()).map(toCategoryDto);
  }

  async one(id: number) {
    const category = await this.dataSource.manager.findOne(Category, { where: { id }, relations: { type: true } });
    if (!category) throw notFound(CATEGORY_NOT_FOUND);
    return toCategoryDto(category);
  }

  async create(input: CategoryInputDto) {
    await this.checkType(input.typeId);
    const result = await this.dataSource.manager.insert(Category, {
      name: input.name,
      description: input.description ?? '',
      typeId: input.typeId,
      sortOrder: input.sortOrder ?? 1,
    });
    return this.one(result.identifiers[0].id as number);
  }

  /** Fields left out keep their value; moving a category moves its products to the new type. */
  async update(id: number, input: CategoryInputDto) {
    const category = await this.one(id);
    await this.checkType(input.typeId);
    await this.dataSource.manager.update(Category, id, {
      name: input.name,
      description: input.description ?? category.description,
      typeId: input.typeId,
      sortOrder: input.sortOrder ?? category.sortOrder,
    });
    return this.one(id);
  }

  /**
   * Refused while products are listed in it. Archived products go with it (orders keep their
   * snapshots), and extras that were limited to it forget it.
   */
  async remove(id: number) {
    const dto = await this.one(id);
    await this.dataSource.transaction(async (manager) => {
      if (await manager.existsBy(MenuItem, { categoryId: id, archivedAt: IsNull() })) throw conflict(CATEGORY_HAS_ITEMS);
      await this.deleteArchivedItems(manager, id);
      await manager.query(
        'UPDATE extras SET category_ids = array_remove(category_ids, $1), updated_at = now() WHERE $1 = ANY(category_ids)',
        [id],
      );
      await manager.delete(Category, { id });
    });
    return dto;
  }

  private async deleteArchivedItems(manager: EntityManager, categoryId: number): Promise<void> {
    const archived = await manager.findBy(MenuItem, { categoryId, archivedAt: Not(IsNull()) });
    if (!archived.length) return;
    await manager.delete(
      MenuItem,
      archived.map((item) => item.id),
    );
    for (const item of archived) await this.images.remove(item.imageMediaId, manager);
  }

  private async checkType(typeId: number): Promise<void> {
    if (!(await this.dataSource.manager.existsBy(MenuType, { id: typeId }))) throw fieldError('typeId', 'Unbekannter Menü-Typ.');
  }
}
