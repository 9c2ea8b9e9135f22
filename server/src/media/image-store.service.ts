import { createHash, randomUUID } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import sharp from 'sharp';
import { DataSource, type EntityManager } from 'typeorm';
import { ApiError, badRequest } from '../common/api-error.js';
import { Media } from './media.entity.js';

export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const IMAGE_TOO_LARGE = 'Bild zu groß (>8 MB)';
export const IMAGE_WRONG_TYPE = 'Nur PNG, JPG oder WebP erlaubt';
const ALLOWED_FORMATS = new Set(['png', 'jpeg', 'webp']);
const MAX_EDGE = 1600;

/**
 * Checks an upload by its content (never its name or declared type), re-encodes it to WebP
 * (which drops metadata and bounds the size) and keeps it in the database.
 */
@Injectable()
export class ImageStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async store(upload: Buffer | undefined, manager: EntityManager = this.dataSource.manager): Promise<Media> {
    if (!upload || upload.length === 0) throw badRequest('Keine Datei übermittelt (Feld "file").', [{ field: 'file', message: 'fehlt' }]);
    if (upload.length > MAX_IMAGE_BYTES) throw new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE);
    const data = await this.reencode(upload);
    const media = manager.create(Media, {
      id: randomUUID(),
      contentType: 'image/webp',
      data,
      byteSize: data.length,
      etag: createHash('sha256').update(data).digest('hex').slice(0, 32),
    });
    await manager.insert(Media, media);
    return media;
  }

  async remove(id: string | null, manager: EntityManager = this.dataSource.manager): Promise<void> {
    if (id) await manager.delete(Media, { id });
  }

  private async reencode(upload: Buffer): Promise<Buffer> {
    let format: string | undefined;
    try {
      format = (await sharp(upload, { limitInputPixels: 40_000_000 }).metadata()).format;
    } catch {
      format = undefined;
    }
    if (!format || !ALLOWED_FORMATS.has(format)) throw new ApiError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, IMAGE_WRONG_TYPE);
    try {
      return await sharp(upload, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw new ApiError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, IMAGE_WRONG_TYPE);
    }
  }
}
