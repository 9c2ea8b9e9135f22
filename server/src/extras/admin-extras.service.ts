import type { RemovedExtraDto } from './dto/extra.dto.js';
import { Injectable } from '@nestjs/common';
import { normalizedAllergens } from '../common/allergens.js';
import { fieldError, notFound } from '../common/api-error.js';
import { euroToCents } from '../common/money.js';
import { MenuService } from '../menu/menu.service.js';
import type { ExtraInputDto } from './dto/extra-input.dto.js';
import type { Extra } from './extra.entity.js';
import { withMissingTranslation } from '../common/translations.js';
import { toAdminExtraDto } from './extra.mapper.js';
import { ExtrasRepository } from './extras.repository.js';
import { ExtrasService } from './extras.service.js';

const EXTRA_NOT_FOUND = 'Extra nicht gefunden.';

/** Extras in the back office. */
@Injectable()
export class AdminExtrasService {
  constructor(
    private readonly extras: ExtrasRepository,
    private readonly holders: ExtrasService,
    private readonly menu: MenuService,
  ) {}

  async list(missingTranslation?: boolean) {
    return withMissingTranslation((await this.extras.list(false)).map(toAdminExtraDto), missingTranslation);
  }

  async one(id: number) {
    return toAdminExtraDto(await this.existing(id));
  }

  async create(input: ExtraInputDto) {
    const scope = await this.checkedScope(input);
    const [id] = await this.extras.insert([
      {
        name: input.name,
        translations: input.translations ?? {},
        priceCents: euroToCents(input.price)!,
        allergens: normalizedAllergens(input.allergens ?? []),
        active: input.active ?? true,
        sortOrder: input.sortOrder ?? 1,
        ...scope,
      },
    ]);
    return this.one(id);
  }

  /** Fields left out keep their value. Baskets price extras when read, so a new price shows there at once. */
  async update(id: number, input: ExtraInputDto) {
    const extra = await this.existing(id);
    const scope = await this.checkedScope(input);
    await this.extras.update(id, {
      name: input.name,
      translations: input.translations ?? extra.translations,
      priceCents: euroToCents(input.price)!,
      allergens: input.allergens ? normalizedAllergens(input.allergens) : extra.allergens,
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
  async remove(id: number): Promise<RemovedExtraDto> {
    const extra = await this.existing(id);
    const held = await this.holders.isHeld(id);
    if (held) await this.extras.update(id, { active: false });
    else await this.extras.delete(id);
    return { ...toAdminExtraDto({ ...extra, active: false }), deleted: !held };
  }

  private async existing(id: number): Promise<Extra> {
    const extra = await this.extras.findById(id);
    if (!extra) throw notFound(EXTRA_NOT_FOUND);
    return extra;
  }

  /** Every named menu type and category must exist; duplicates are dropped. */
  private async checkedScope(input: ExtraInputDto): Promise<{ typeIds: number[]; categoryIds: number[] }> {
    const typeIds = [...new Set(input.typeIds ?? [])].sort((a, b) => a - b);
    const categoryIds = [...new Set(input.categoryIds ?? [])].sort((a, b) => a - b);
    if ((await this.menu.countTypes(typeIds)) !== typeIds.length) throw fieldError('typeIds', 'Unbekannter Menü-Typ.');
    if ((await this.menu.countCategories(categoryIds)) !== categoryIds.length) throw fieldError('categoryIds', 'Unbekannte Kategorie.');
    return { typeIds, categoryIds };
  }
}
