import { Injectable } from '@nestjs/common';
import { notFound } from '../common/api-error.js';
import type { Media } from './media.entity.js';
import { MediaRepository } from './media.repository.js';

@Injectable()
export class MediaService {
  constructor(private readonly media: MediaRepository) {}

  get(id: string): Promise<Media> {
    return this.existing(id, true);
  }

  headers(id: string): Promise<Media> {
    return this.existing(id, false);
  }

  private async existing(id: string, withData: boolean): Promise<Media> {
    const media = await this.media.find(id, withData);
    if (!media) throw notFound('Bild nicht gefunden.');
    return media;
  }
}
