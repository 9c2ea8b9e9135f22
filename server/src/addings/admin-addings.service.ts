import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { notFound } from '../common/api-error.js';
import { euroToCents } from '../common/money.js';
import { Category } from '../menu/category.entity.js';
import { fieldError } from '../menu/dto/catalog-rules.js';
import { MenuType } from '../menu/menu-type.entity.js';
import { Adding } from './adding.entity.js';
import { toAdminAddingDto } from './adding.mapper.js';
import type { AddingInputDto } from './dto/adding-input.dto.js';

export const ADDING_NOT_FOUND = 'Extra nicht gefunden.';

/** Extras in the back office. */
@Injectable()
export class AdminAddingsService {
  constructor(@InjectRepository(Adding) private readonly addings: Repository<Adding>) {}

  async list() {
    return (await this.addings.find({ order: { sortOrder: 'ASC', name: 'ASC', id: 'ASC' } })).map(toAdminAddingDto);
  }

  async one(id: number) {
    return toAdminAddingDto(await this.existing(id));
  }

  async create(input: AddingInputDto) {
    const scope = await this.checkedScope(input);
    const result = await this.addings.insert({
      name: input.name,
      priceCents: euroToCents(input.price)!,
      active: input.active ?? true,
      sortOrder: input.sortOrder ?? 1,
      ...scope,
    });
    return this.one(result.identifiers[0].id as number);
  }

  /** Fields left out keep their value. Baskets price extras when read, so a new price shows there at once. */
  async update(id: number, input: AddingInputDto) {
    const adding = await this.existing(id);
    const scope = await this.checkedScope(input);
    await this.addings.update(id, {
      name: input.name,
      priceCents: euroToCents(input.price)!,
      active: input.active ?? adding.active,
      sortOrder: input.sortOrder ?? adding.sortOrder,
      typeIds: input.typeIds ? scope.typeIds : adding.typeIds,
      categoryIds: input.categoryIds ? scope.categoryIds : adding.categoryIds,
    });
    return this.one(id);
  }

  /**
   * Deletes an extra no basket line refers to; one still in a basket is only deactivated
   * (guests no longer see it, that line can no longer be ordered). Orders keep their snapshot either way.
   */
  async remove(id: number) {
    const adding = await this.existing(id);
    const [{ used }] = await this.addings.query<Array<{ used: boolean }>>(
      'SELECT EXISTS (SELECT 1 FROM basket_items WHERE $1 = ANY(adding_ids)) AS used',
      [id],
    );
    if (used) await this.addings.update(id, { active: false });
    else await this.addings.delete(id);
    return { ...toAdminAddingDto({ ...adding, active: false }), deleted: !used };
  }

  private async existing(id: number): Promise<Adding> {
    const adding = await this.addings.findOneBy({ id });
    if (!adding) throw notFound(ADDING_NOT_FOUND);
    return adding;
  }

  /** Every named menu type and category must exist; duplicates are dropped. */
  private async checkedScope(input: AddingInputDto): Promise<{ typeIds: number[]; categoryIds: number[] }> {
    const typeIds = [...new Set(input.typeIds ?? [])].sort((a, b) => a - b);
    const categoryIds = [...new Set(input.categoryIds ?? [])].sort((a, b) => a - b);
    const types = typeIds.length ? await this.addings.manager.countBy(MenuType, { id: In(typeIds) }) : 0;
    if (types !== typeIds.length) throw fieldError('typeIds', 'Unbekannter Menü-Typ.');
    const categories = categoryIds.length ? await this.addings.manager.countBy(Category, { id: In(categoryIds) }) : 0;
    if (categories !== categoryIds.length) throw fieldError('categoryIds', 'Unbekannte Kategorie.');
    return { typeIds, categoryIds };
  }
}
