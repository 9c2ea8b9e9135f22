import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { SortOrderColumn, Timestamped, TranslationsColumn } from '../common/entity-columns.js';
import type { Translations } from '../common/translations.js';
import { MenuType } from './menu-type.entity.js';

@Entity('categories')
export class Category extends Timestamped {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  typeId: number;

  @ManyToOne(() => MenuType, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'type_id' })
  type: Relation<MenuType>;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  /** Optional translations of the guest-facing texts; German (above) is the fallback per field. */
  @TranslationsColumn()
  translations: Translations;

  @SortOrderColumn()
  sortOrder: number;
}
