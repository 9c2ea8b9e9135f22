import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { notFound } from '../common/api-error.js';
import { ImageStore } from '../media/image-store.service.js';
import { ITEM_NOT_FOUND } from './admin-menu-items.service.js';
import { MenuItem } from './menu-item.entity.js';
import { mediaUrl } from './menu.mapper.js';

/** A product's picture: one stored image per item; replacing or removing it deletes the old one. */
@Injectable()
export class AdminMenuItemImageService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly images: ImageStore,
  ) {}

  async replace(id: number, upload: Buffer | undefined): Promise<{ imageUrl: string | null }> {
    if (!(await this.dataSource.manager.existsBy(MenuItem, { id }))) throw notFound(ITEM_NOT_FOUND);
    // Re-encoding takes a moment; do it before the transaction so the database is not held meanwhile.
    const media = await this.images.store(upload);
    return this.dataSource.transaction(async (manager) => {
      const item = await this.existing(manager, id);
      await manager.update(MenuItem, id, { imageMediaId: media.id });
      await this.images.remove(item.imageMediaId, manager);
      return this.imageUrlOf(manager, id);
    });
  }

  async remove(id: number): Promise<{ imageUrl: null }> {
    await this.dataSource.transaction(async (manager) => {
      const item = await this.existing(manager, id);
      if (!item.imageMediaId) return;
      await manager.update(MenuItem, id, { imageMediaId: null });
      await this.images.remove(item.imageMediaId, manager);
    });
    return { imageUrl: null };
  }

  private async existing(manager: EntityManager, id: number): Promise<MenuItem> {
    const item = await manager.findOne(MenuItem, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!item) throw notFound(ITEM_NOT_FOUND);
    return item;
  }

  private async imageUrlOf(manager: EntityManager, id: number) {
    const item = await manager.findOneByOrFail(MenuItem, { id });
    return { imageUrl: mediaUrl(item.imageMediaId, item.updatedAt) };
  }
}
