import { createHash, randomUUID } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import pLimit from 'p-limit';
import sharp, { type Metadata } from 'sharp';
import type { EntityManager } from 'typeorm';
import { ApiError, badRequest } from '../common/api-error.js';
import { MediaRepository, type StoredImage } from './media.repository.js';

export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** A 24-megapixel phone photo (6000 × 4000, or 5712 × 4284) fits; a 40-megapixel image does not. */
const MAX_IMAGE_PIXELS = 25_000_000;
export const IMAGE_TOO_LARGE = 'Bild zu groß (>8 MB)';
const IMAGE_WRONG_TYPE = 'Nur PNG, JPG oder WebP erlaubt';
const IMAGE_TOO_MANY_PIXELS = `Bild hat zu viele Pixel (höchstens ${MAX_IMAGE_PIXELS / 1_000_000} Megapixel).`;

const ALLOWED_FORMATS = new Set(['png', 'jpeg', 'webp']);
const MAX_EDGE = 1600;

// A decoded image takes width × height × 4 bytes (about 100 MB at 24 MP): at most two at a time, the
// rest wait their turn. libvips' operation cache would keep decoded images around: off.
const decodeSlots = pLimit(2);
sharp.cache(false);

/**
 * Checks an upload by its content (never its name or declared type) and its size in pixels, re-encodes
 * it to WebP (which drops metadata and bounds the size) and keeps it in the database.
 */
@Injectable()
export class ImageStore {
  constructor(private readonly media: MediaRepository) {}

  /** `maxEdge`: the longest side kept in pixels (1600 by default; a logo needs less). */
  async store(upload: Buffer | undefined, manager?: EntityManager, maxEdge = MAX_EDGE): Promise<StoredImage> {
    if (!upload || upload.length === 0) throw badRequest('Keine Datei übermittelt (Feld "file").', [{ field: 'file', message: 'fehlt' }]);
    if (upload.length > MAX_IMAGE_BYTES) throw new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE);
    await this.checkHeader(upload);
    const data = await decodeSlots(() => this.reencode(upload, maxEdge));
    const etag = createHash('sha256').update(data).digest('hex').slice(0, 32);
    const media = { id: randomUUID(), contentType: 'image/webp', data, byteSize: data.length, etag };
    await this.media.insert(media, manager);
    return media;
  }

  /** The stored bytes of an image (WebP), null when there is none under `id`. */
  async bytes(id: string): Promise<Buffer | null> {
    return (await this.media.find(id, true))?.data ?? null;
  }

  async remove(id: string | null, manager?: EntityManager): Promise<void> {
    if (id) await this.media.delete(id, manager);
  }

  /** Format and dimensions from the file's header alone, before anything is decoded. */
  private async checkHeader(upload: Buffer): Promise<void> {
    let metadata: Metadata | undefined;
    try {
      // Only the header is read here; sharp's own pixel limit would make a huge image look unreadable
      // (415 "Nur PNG, JPG …") instead of getting the pixel message below.
      metadata = await sharp(upload, { limitInputPixels: false }).metadata();
    } catch {
      metadata = undefined;
    }
    if (!metadata?.format || !ALLOWED_FORMATS.has(metadata.format)) throw new ApiError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, IMAGE_WRONG_TYPE);
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_IMAGE_PIXELS) {
      throw badRequest(IMAGE_TOO_MANY_PIXELS, [{ field: 'file', message: IMAGE_TOO_MANY_PIXELS }]);
    }
  }

  private async reencode(upload: Buffer, maxEdge: number): Promise<Buffer> {
    try {
      return await sharp(upload, { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize({ width: maxEdge, height: maxEdge, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw new ApiError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, IMAGE_WRONG_TYPE);
    }
  }

  /** How many images are being decoded right now and waiting (for tests and diagnostics). */
  static decodeLoad(): { active: number; pending: number } {
    return { active: decodeSlots.activeCount, pending: decodeSlots.pendingCount };
  }
}
