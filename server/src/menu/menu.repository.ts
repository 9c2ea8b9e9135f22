import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In, Not } from 'typeorm';
import { Category } from './category.entity.js';
import { MenuType } from './menu-type.entity.js';
import type { Translations } from '../common/translations.js';
import type { VatCategory, VatRate } from '../common/vat.js';

type CategoryWithType = Category & { type: MenuType };
type MenuTypeValues = Pick<MenuType, 'code' | 'name' | 'translations' | 'sortOrder' | 'active' | 'defaultVatRate' | 'defaultVatCategory'>;
type CategoryValues = Pick<
  Category,
  'typeId' | 'name' | 'description' | 'translations' | 'sortOrder' | 'defaultVatRate' | 'defaultVatCategory' | 'course'
>;

/** The queries over menu types and their categories; products have MenuItemsRepository. */
@Injectable()
export class MenuRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  types(activeOnly: boolean): Promise<MenuType[]> {
    return this.dataSource.manager.find(MenuType, { where: activeOnly ? { active: true } : {}, order: { sortOrder: 'ASC', id: 'ASC' } });
  }

  findType(id: number): Promise<MenuType | null> {
    return this.dataSource.manager.findOneBy(MenuType, { id });
  }

  findTypeByCode(code: string, manager: EntityManager = this.dataSource.manager): Promise<MenuType | null> {
    return manager.findOneBy(MenuType, { code });
  }

  codeTaken(code: string, exceptId?: number): Promise<boolean> {
    return this.dataSource.manager.existsBy(MenuType, { code, ...(exceptId ? { id: Not(exceptId) } : {}) });
  }

  countTypes(ids: number[]): Promise<number> {
    return ids.length ? this.dataSource.manager.countBy(MenuType, { id: In(ids) }) : Promise.resolve(0);
  }

  async insertType(values: Partial<MenuTypeValues>, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const { identifiers } = await manager.insert(MenuType, values);
    return identifiers[0].id as number;
  }

  async updateType(id: number, changes: Partial<MenuTypeValues>): Promise<void> {
    await this.dataSource.manager.update(MenuType, id, changes);
  }

  async deleteType(manager: EntityManager, id: number): Promise<void> {
    await manager.delete(MenuType, { id });
  }

  typeHasCategories(manager: EntityManager, typeId: number): Promise<boolean> {
    return manager.existsBy(Category, { typeId });
  }

  /** Categories of active types, as guests see them (one type's by its code). */
  categoriesOfActiveTypes(typeCode?: string): Promise<CategoryWithType[]> {
    const query = this.categoryQuery('type.active').orderBy('category.sortOrder', 'ASC').addOrderBy('category.id', 'ASC');
    if (typeCode) query.andWhere('type.code = :typeCode', { typeCode });
    return query.getMany();
  }

  /** Every category (one type's by its id), grouped by type, for the back office. */
  categories(typeId?: number): Promise<CategoryWithType[]> {
    const query = this.categoryQuery()
      .orderBy('type.sortOrder', 'ASC')
      .addOrderBy('type.id', 'ASC')
      .addOrderBy('category.sortOrder', 'ASC')
      .addOrderBy('category.id', 'ASC');
    if (typeId !== undefined) query.where('category.typeId = :typeId', { typeId });
    return query.getMany();
  }

  findCategory(id: number, manager: EntityManager = this.dataSource.manager): Promise<CategoryWithType | null> {
    return manager.findOne(Category, { where: { id }, relations: { type: true } });
  }

  countCategories(ids: number[]): Promise<number> {
    return ids.length ? this.dataSource.manager.countBy(Category, { id: In(ids) }) : Promise.resolve(0);
  }

  async insertCategory(values: Partial<CategoryValues>, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const { identifiers } = await manager.insert(Category, values);
    return identifiers[0].id as number;
  }

  async updateCategory(id: number, changes: Partial<CategoryValues>): Promise<void> {
    await this.dataSource.manager.update(Category, id, changes);
  }

  /** What a new product of the category starts with: the category's own defaults, else its menu type's. */
  async vatDefaultOf(manager: EntityManager, categoryId: number): Promise<{ vatRate: VatRate; vatCategory: VatCategory }> {
    const category = await manager.findOneOrFail(Category, { where: { id: categoryId }, relations: { type: true } });
    return {
      vatRate: category.defaultVatRate ?? category.type.defaultVatRate,
      vatCategory: category.defaultVatCategory ?? category.type.defaultVatCategory,
    };
  }

  async deleteCategory(manager: EntityManager, id: number): Promise<void> {
    await manager.delete(Category, { id });
  }

  /** The ids of every menu type, locked until the transaction ends. */
  async lockTypeIds(manager: EntityManager): Promise<number[]> {
    const types = await manager.find(MenuType, { select: { id: true }, lock: { mode: 'pessimistic_write' } });
    return types.map((type) => type.id);
  }

  /** The ids of one type's categories, locked until the transaction ends. */
  async lockCategoryIds(manager: EntityManager, typeId: number): Promise<number[]> {
    const categories = await manager.find(Category, { select: { id: true }, where: { typeId }, lock: { mode: 'pessimistic_write' } });
    return categories.map((category) => category.id);
  }

  /** Numbers the rows 1, 2, 3 … in the order of `ids`, in one statement. */
  async setSortOrders(manager: EntityManager, table: 'menu_types' | 'categories', ids: number[]): Promise<void> {
    await manager.query(
      `UPDATE ${table} AS target SET sort_order = wanted.n, updated_at = now()
       FROM unnest($1::int[]) WITH ORDINALITY AS wanted (id, n) WHERE target.id = wanted.id`,
      [ids],
    );
  }

  private categoryQuery(typeCondition?: string) {
    return this.dataSource.manager
      .getRepository(Category)
      .createQueryBuilder('category')
      .innerJoinAndSelect('category.type', 'type', typeCondition);
  }

  /** Sets the translations of menu types or categories, in the caller's transaction. */
  async setTranslations(
    manager: EntityManager,
    table: 'menuType' | 'category',
    changes: Array<{ id: number; translations: Translations }>,
  ): Promise<void> {
    const entity = table === 'menuType' ? MenuType : Category;
    for (const { id, translations } of changes) await manager.update(entity, { id }, { translations });
  }
}
