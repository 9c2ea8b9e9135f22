import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { notFound } from '../common/api-error.js';
import { ImageStore } from '../media/image-store.service.js';
import { mediaUrl } from '../media/media-url.js';
import { ITEM_NOT_FOUND } from './admin-menu-items.service.js';
import { MenuItemsRepository } from './menu-items.repository.js';
import type { MenuItem } from './menu-item.entity.js';

/** A product's picture: one stored image per item; replacing or removing it deletes the old one. */
@Injectable()
export class AdminMenuItemImageService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly items: MenuItemsRepository,
    private readonly images: ImageStore,
  ) {}

  async replace(id: number, upload: Buffer | undefined): Promise<{ imageUrl: string | null }> {
    if (!(await this.items.exists(id))) throw notFound(ITEM_NOT_FOUND);
    // Re-encoding takes a moment; do it before the transaction so the database is not held meanwhile.
    const media = await this.images.store(upload);
    return this.dataSource.transaction(async (manager) => {
      const item = await this.existing(manager, id);
      await this.items.update(manager, id, { imageMediaId: media.id });
      await this.images.remove(item.imageMediaId, manager);
      const updated = (await this.items.find(id, manager))!;
      return { imageUrl: mediaUrl(updated.imageMediaId, updated.updatedAt) };
    });
  }

  async remove(id: number): Promise<{ imageUrl: null }> {
    await this.dataSource.transaction(async (manager) => {
      const item = await this.existing(manager, id);
      if (!item.imageMediaId) return;
      await this.items.update(manager, id, { imageMediaId: null });
      await this.images.remove(item.imageMediaId, manager);
    });
    return { imageUrl: null };
  }

  private async existing(manager: EntityManager, id: number): Promise<MenuItem> {
    const item = await this.items.lock(manager, id);
    if (!item) throw notFound(ITEM_NOT_FOUND);
    return item;
  }
}
