import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { badRequest } from '../common/api-error.js';
import { ImageStore } from '../media/image-store.service.js';
import type { AppMetadata } from './app-metadata.entity.js';
import { toAppMetadataDto } from './app-metadata.mapper.js';
import type { UpdateAppMetadataDto } from './dto/update-app-metadata.dto.js';
import { MetadataRepository } from './metadata.repository.js';

type ImageSlot = 'background' | 'defaultItem' | 'logo';
type SlotColumn = 'backgroundMediaId' | 'defaultItemMediaId' | 'logoMediaId';

/** `maxEdge`: the longest side kept (a logo is shown at most a few dozen pixels high). */
const SLOTS: Record<ImageSlot, { column: SlotColumn; field: keyof UpdateAppMetadataDto; maxEdge?: number }> = {
  background: { column: 'backgroundMediaId', field: 'appBackgroundImgUrl' },
  defaultItem: { column: 'defaultItemMediaId', field: 'appMenuItemDefaultImgUrl' },
  logo: { column: 'logoMediaId', field: 'appLogoUrl', maxEdge: 512 },
};
const MEDIA_ID_IN_URL = /\/api\/media\/([0-9a-f-]{36})(?:[?#]|$)/i;

/** The single row of look-and-feel data; every change bumps its updatedAt (the images' version stamp). */
@Injectable()
export class AppMetadataService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly metadata: MetadataRepository,
    private readonly images: ImageStore,
  ) {}

  async get() {
    return this.toDto(await this.metadata.appMetadata());
  }

  async update(input: UpdateAppMetadataDto) {
    const current = await this.metadata.appMetadata();
    const changes: Partial<Record<ImageSlot, null>> = {};
    for (const [slot, { column, field }] of Object.entries(SLOTS) as [ImageSlot, (typeof SLOTS)[ImageSlot]][]) {
      const value = input[field];
      if (value === null) changes[slot] = null;
      else if (typeof value === 'string' && value.match(MEDIA_ID_IN_URL)?.[1]?.toLowerCase() !== current[column]) {
        throw badRequest('Bilder werden per Upload gesetzt.', [{ field, message: 'muss die aktuelle Bild-URL oder null sein' }]);
      }
    }
    return this.replace(changes);
  }

  /** Stores the upload (checked and re-encoded) as the slot's image; the image it replaces is deleted. */
  async upload(slot: ImageSlot, file: Buffer | undefined) {
    const media = await this.images.store(file, undefined, SLOTS[slot].maxEdge);
    try {
      return await this.replace({ [slot]: media.id });
    } catch (error) {
      await this.images.remove(media.id);
      throw error;
    }
  }

  reset(slot: ImageSlot) {
    return this.replace({ [slot]: null });
  }

  private async replace(images: Partial<Record<ImageSlot, string | null>>) {
    const saved = await this.dataSource.transaction(async (manager) => {
      const row = await this.metadata.lockAppMetadata(manager);
      const changes: Partial<AppMetadata> = { updatedAt: new Date() };
      const replaced: string[] = [];
      for (const [slot, mediaId] of Object.entries(images) as [ImageSlot, string | null][]) {
        const { column } = SLOTS[slot];
        if (row[column] && row[column] !== mediaId) replaced.push(row[column]);
        changes[column] = mediaId;
      }
      await this.metadata.updateAppMetadata(manager, changes);
      await this.removeAll(replaced, manager);
      return this.metadata.appMetadata(manager);
    });
    return this.toDto(saved);
  }

  private async toDto(metadata: AppMetadata) {
    return toAppMetadataDto(metadata, await this.metadata.appInfo());
  }

  private async removeAll(mediaIds: string[], manager: EntityManager) {
    for (const id of mediaIds) await this.images.remove(id, manager);
  }
}
