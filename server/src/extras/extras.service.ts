import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, Repository } from 'typeorm';
import { notFound } from '../common/api-error.js';
import { Category } from '../menu/category.entity.js';
import { MenuItem } from '../menu/menu-item.entity.js';
import { Extra } from './extra.entity.js';
import { extraFits, toExtraDto } from './extra.mapper.js';

@Injectable()
export class ExtrasService {
  constructor(@InjectRepository(Extra) private readonly extras: Repository<Extra>) {}

  /** Active extras, all of them or those that fit one menu item. */
  async listForGuests(menuItemId?: number) {
    const active = await this.extras.find({ where: { active: true }, order: { sortOrder: 'ASC', name: 'ASC' } });
    if (menuItemId === undefined) return active.map(toExtraDto);
    const item = await this.extras.manager.findOne(MenuItem, { where: { id: menuItemId } });
    if (!item) throw notFound('Produkt nicht gefunden.');
    const category = await this.extras.manager.findOneByOrFail(Category, { id: item.categoryId });
    return active.filter((a) => extraFits(a, { typeId: category.typeId, categoryId: item.categoryId })).map(toExtraDto);
  }

  findByIds(ids: number[], manager: EntityManager = this.extras.manager): Promise<Extra[]> {
    return ids.length ? manager.findBy(Extra, { id: In(ids) }) : Promise.resolve([]);
  }
}
