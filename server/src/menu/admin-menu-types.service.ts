import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { conflict, notFound } from '../common/api-error.js';
import { EventBus } from '../events/event-bus.service.js';
import type { MenuTypeInputDto } from './dto/admin-menu-type.dto.js';
import type { MenuType } from './menu-type.entity.js';
import { withMissingTranslation } from '../common/translations.js';
import { toAdminMenuTypeDto } from './menu.mapper.js';
import { MenuRepository } from './menu.repository.js';
import { checkNewOrder } from './new-order.js';

const TYPE_NOT_FOUND = 'Menü-Typ nicht gefunden.';
const TYPE_CODE_TAKEN = 'Ein Menü-Typ mit diesem Code existiert bereits.';
const TYPE_HAS_CATEGORIES = 'Löschen nicht möglich. Der Menü-Typ hat noch Kategorien.';

/** Menu types in the back office. Deleting is refused while categories belong to the type. */
@Injectable()
export class AdminMenuTypesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly menu: MenuRepository,
    private readonly bus: EventBus,
  ) {}

  async list(onlyActive: boolean, missingTranslation?: boolean) {
    return withMissingTranslation((await this.menu.types(onlyActive)).map(toAdminMenuTypeDto), missingTranslation);
  }

  async one(id: number) {
    return toAdminMenuTypeDto(await this.existing(id));
  }

  async create(input: MenuTypeInputDto) {
    await this.checkCodeFree(input.code);
    const { code, name } = input;
    return this.one(
      await this.menu.insertType({
        code,
        name,
        translations: input.translations ?? {},
        sortOrder: input.sortOrder ?? 1,
        active: input.active ?? true,
        defaultVatRate: input.defaultVatRate ?? 'VAT_10',
        defaultVatCategory: input.defaultVatCategory ?? 'FOOD',
      }),
    );
  }

  /** Fields left out keep their value. */
  async update(id: number, input: MenuTypeInputDto) {
    const type = await this.existing(id);
    await this.checkCodeFree(input.code, id);
    const { code, name } = input;
    await this.menu.updateType(id, {
      code,
      name,
      ...(input.translations ? { translations: input.translations } : {}),
      sortOrder: input.sortOrder ?? type.sortOrder,
      active: input.active ?? type.active,
      defaultVatRate: input.defaultVatRate ?? type.defaultVatRate,
      defaultVatCategory: input.defaultVatCategory ?? type.defaultVatCategory,
    });
    return this.one(id);
  }

  /** Puts every type in the given order (sortOrder 1, 2, 3 …) in one transaction; answers all types. */
  async reorder(typeIds: number[]) {
    await this.dataSource.transaction(async (manager) => {
      checkNewOrder(await this.menu.lockTypeIds(manager), typeIds);
      await this.menu.setSortOrders(manager, 'menu_types', typeIds);
    });
    return this.list(false);
  }

  /** Only an empty type can go; extras that were limited to it forget it (in the same transaction). */
  async remove(id: number) {
    const dto = await this.one(id);
    await this.dataSource.transaction(async (manager) => {
      if (await this.menu.typeHasCategories(manager, id)) throw conflict(TYPE_HAS_CATEGORIES);
      await this.bus.dispatch('menu.typeRemoved', { typeId: id }, manager);
      await this.menu.deleteType(manager, id);
    });
    return dto;
  }

  private async existing(id: number): Promise<MenuType> {
    const type = await this.menu.findType(id);
    if (!type) throw notFound(TYPE_NOT_FOUND);
    return type;
  }

  private async checkCodeFree(code: string, exceptId?: number): Promise<void> {
    if (await this.menu.codeTaken(code, exceptId)) throw conflict(TYPE_CODE_TAKEN);
  }
}
