import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Media } from './media.entity.js';

/** An image as stored; its creation time is the database's. */
export type StoredImage = Omit<Media, 'createdAt'>;

/** The stored images' queries. */
@Injectable()
export class MediaRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Without the bytes (`withData`: with them). */
  find(id: string, withData = false): Promise<Media | null> {
    const query = this.dataSource.manager.createQueryBuilder(Media, 'm').where('m.id = :id', { id });
    if (withData) query.addSelect('m.data');
    return query.getOne();
  }

  async insert(media: StoredImage, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.insert(Media, media);
  }

  async delete(id: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.delete(Media, { id });
  }
}
