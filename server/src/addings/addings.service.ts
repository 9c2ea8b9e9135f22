import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, Repository } from 'typeorm';
import { notFound } from '../common/api-error.js';
import { Category } from '../menu/category.entity.js';
import { MenuItem } from '../menu/menu-item.entity.js';
import { Adding } from './adding.entity.js';
import { addingFits, toAddingDto } from './adding.mapper.js';

@Injectable()
export class AddingsService {
  constructor(@InjectRepository(Adding) private readonly addings: Repository<Adding>) {}

  /** Active extras, all of them or those that fit one menu item. */
  async listForGuests(menuItemId?: number) {
    const active = await this.addings.find({ where: { active: true }, order: { sortOrder: 'ASC', name: 'ASC' } });
    if (menuItemId === undefined) return active.map(toAddingDto);
    const item = await this.addings.manager.findOne(MenuItem, { where: { id: menuItemId } });
    if (!item) throw notFound('Produkt nicht gefunden.');
    const category = await this.addings.manager.findOneByOrFail(Category, { id: item.categoryId });
    return active.filter((a) => addingFits(a, { typeId: category.typeId, categoryId: item.categoryId })).map(toAddingDto);
  }

  findByIds(ids: number[], manager: EntityManager = this.addings.manager): Promise<Adding[]> {
    return ids.length ? manager.findBy(Adding, { id: In(ids) }) : Promise.resolve([]);
  }
}
