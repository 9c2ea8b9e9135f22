import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { notFound } from '../common/api-error.js';
import { euroToCents } from '../common/money.js';
import { Category } from '../menu/category.entity.js';
import { fieldError } from '../menu/dto/catalog-rules.js';
import { MenuType } from '../menu/menu-type.entity.js';
import { Extra } from './extra.entity.js';
import { toAdminExtraDto } from './extra.mapper.js';
import type { ExtraInputDto } from './dto/extra-input.dto.js';

export const EXTRA_NOT_FOUND = 'Extra nicht gefunden.';

/** Extras in the back office. */
@Injectable()
export class AdminExtrasService {
  constructor(@InjectRepository(Extra) private readonly extras: Repository<Extra>) {}

  async list() {
    return (await this.extras.find({ order: { sortOrder: 'ASC', name: 'ASC', id: 'ASC' } })).map(toAdminExtraDto);
  }

  async one(id: number) {
    return toAdminExtraDto(await this.existing(id));
  }

  async create(input: ExtraInputDto) {
    const scope = await this.checkedScope(input);
    const result = await this.extras.insert({
      name: input.name,
      priceCents: euroToCents(input.price)!,
      active: input.active ?? true,
      sortOrder: input.sortOrder ?? 1,
      ...scope,
    });
    return this.one(result.identifiers[0].id as number);
  }

  /** Fields left out keep their value. Baskets price extras when read, so a new price shows there at once. */
  async update(id: number, input: ExtraInputDto) {
    const extra = await this.existing(id);
    const scope = await this.checkedScope(input);
    await this.extras.update(id, {
      name: input.name,
      priceCents: euroToCents(input.price)!,
      active: input.active ?? extra.active,
      sortOrder: input.sortOrder ?? extra.sortOrder,
      typeIds: input.typeIds ? scope.typeIds : extra.typeIds,
      categoryIds: input.categoryIds ? scope.categoryIds : extra.categoryIds,
    });
    return this.one(id);
  }

  /**
   * Deletes an extra no basket line refers to; one still in a basket is only deactivated
   * (guests no longer see it, that line can no longer be ordered). Orders keep their snapshot either way.
   */
  async remove(id: number) {
    const extra = await this.existing(id);
    const [{ used }] = await this.extras.query<Array<{ used: boolean }>>(
      'SELECT EXISTS (SELECT 1 FROM basket_items WHERE $1 = ANY(extra_ids)) AS used',
      [id],
    );
    if (used) await this.extras.update(id, { active: false });
    else await this.extras.delete(id);
    return { ...toAdminExtraDto({ ...extra, active: false }), deleted: !used };
  }

  private async existing(id: number): Promise<Extra> {
    const extra = await this.extras.findOneBy({ id });
    if (!extra) throw notFound(EXTRA_NOT_FOUND);
    return extra;
  }

  /** Every named menu type and category must exist; duplicates are dropped. */
  private async checkedScope(input: ExtraInputDto): Promise<{ typeIds: number[]; categoryIds: number[] }> {
    const typeIds = [...new Set(input.typeIds ?? [])].sort((a, b) => a - b);
    const categoryIds = [...new Set(input.categoryIds ?? [])].sort((a, b) => a - b);
    const types = typeIds.length ? await this.extras.manager.countBy(MenuType, { id: In(typeIds) }) : 0;
    if (types !== typeIds.length) throw fieldError('typeIds', 'Unbekannter Menü-Typ.');
    const categories = categoryIds.length ? await this.extras.manager.countBy(Category, { id: In(categoryIds) }) : 0;
    if (categories !== categoryIds.length) throw fieldError('categoryIds', 'Unbekannte Kategorie.');
    return { typeIds, categoryIds };
  }
}
