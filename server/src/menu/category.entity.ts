import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { SortOrderColumn, Timestamped, TranslationsColumn } from '../common/entity-columns.js';
import type { Translations } from '../common/translations.js';
import type { Course } from '../common/course.js';
import type { VatCategory, VatRate } from '../common/vat.js';
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

  /** What a new product of this category starts with; null: its menu type's. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  defaultVatRate: VatRate | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  defaultVatCategory: VatCategory | null;

  /** The course (Gang) its products are served in; null: none. Order lines keep it as ordered. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  course: Course | null;

  @SortOrderColumn()
  sortOrder: number;
}
