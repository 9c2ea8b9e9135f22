import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { notFound } from '../common/api-error.js';
import { Media } from './media.entity.js';

@Injectable()
export class MediaService {
  constructor(@InjectRepository(Media) private readonly media: Repository<Media>) {}

  async get(id: string): Promise<Media> {
    const media = await this.media.createQueryBuilder('m').addSelect('m.data').where('m.id = :id', { id }).getOne();
    if (!media) throw notFound('Bild nicht gefunden.');
    return media;
  }

  async headers(id: string): Promise<Media> {
    const media = await this.media.findOneBy({ id });
    if (!media) throw notFound('Bild nicht gefunden.');
    return media;
  }
}
