import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, Not } from 'typeorm';
import { conflict, notFound } from '../common/api-error.js';
import { Category } from './category.entity.js';
import type { MenuTypeInputDto } from './dto/admin-menu-type.dto.js';
import { toMenuTypeDto } from './menu.mapper.js';
import { MenuType } from './menu-type.entity.js';

export const TYPE_NOT_FOUND = 'Menü-Typ nicht gefunden.';
export const TYPE_CODE_TAKEN = 'Ein Menü-Typ mit diesem Code existiert bereits.';
export const TYPE_HAS_CATEGORIES = 'Löschen nicht möglich. Der Menü-Typ hat noch Kategorien.';

/** Menu types in the back office. Deleting is refused while categories belong to the type. */
@Injectable()
export class AdminMenuTypesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(onlyActive: boolean) {
    const types = await this.dataSource.manager.find(MenuType, {
      where: onlyActive ? { active: true } : {},
      order: { sortOrder: 'ASC', id: 'ASC' },
    });
    return types.map(toMenuTypeDto);
  }

  async one(id: number) {
    return toMenuTypeDto(await this.existing(id));
  }

  async create(input: MenuTypeInputDto) {
    await this.checkCodeFree(input.code);
    const result = await this.dataSource.manager.insert(MenuType, {
      code: input.code,
      name: input.name,
      sortOrder: input.sortOrder ?? 1,
      active: input.active ?? true,
    });
    return this.one(result.identifiers[0].id as number);
  }

  /** Fields left out keep their value. */
  async update(id: number, input: MenuTypeInputDto) {
    const type = await this.existing(id);
    await this.checkCodeFree(input.code, id);
    await this.dataSource.manager.update(MenuType, id, {
      code: input.code,
      name: input.name,
      sortOrder: input.sortOrder ?? type.sortOrder,
      active: input.active ?? type.active,
    });
    return this.one(id);
  }

  /** Only an empty type can go; extras that were limited to it forget it. */
  async remove(id: number) {
    const dto = await this.one(id);
    await this.dataSource.transaction(async (manager) => {
      if (await manager.existsBy(Category, { typeId: id })) throw conflict(TYPE_HAS_CATEGORIES);
      await manager.query('UPDATE extras SET type_ids = array_remove(type_ids, $1), updated_at = now() WHERE $1 = ANY(type_ids)', [id]);
      await manager.delete(MenuType, { id });
    });
    return dto;
  }

  private async existing(id: number): Promise<MenuType> {
    const type = await this.dataSource.manager.findOneBy(MenuType, { id });
    if (!type) throw notFound(TYPE_NOT_FOUND);
    return type;
  }

  private async checkCodeFree(code: string, exceptId?: number): Promise<void> {
    const taken = await this.dataSource.manager.existsBy(MenuType, { code, ...(exceptId ? { id: Not(exceptId) } : {}) });
    if (taken) throw conflict(TYPE_CODE_TAKEN);
  }
}
