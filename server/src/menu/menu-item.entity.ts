import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Timestamped, TranslationsColumn } from '../common/entity-columns.js';
import type { Translations } from '../common/translations.js';
import type { VatCategory, VatRate } from '../common/vat.js';
import { Category } from './category.entity.js';

@Entity('menu_items')
export class MenuItem extends Timestamped {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  categoryId: number;

  @ManyToOne(() => Category, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'category_id' })
  category: Relation<Category>;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  /** Optional translations of name and description; German (above) is the fallback per field. */
  @TranslationsColumn()
  translations: Translations;

  /** Gross price in cents. */
  @Column({ type: 'integer' })
  basePriceCents: number;

  @Column({ type: 'boolean', default: true })
  available: boolean;

  /** Deleting a product archives it: orders keep their snapshot, guests no longer see it. */
  @Column({ type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  @Column({ type: 'varchar', length: 8, default: 'VAT_10' })
  vatRate: VatRate;

  @Column({ type: 'varchar', length: 32, default: 'FOOD' })
  vatCategory: VatCategory;

  /** Allergen letters A–R (Austrian allergen codes). */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  allergens: string[];

  @Column({ type: 'uuid', nullable: true })
  imageMediaId: string | null;

  /** Shows the previous price struck through to every guest (kept on the server, not in one browser, so every guest's phone shows it). */
  @Column({ type: 'boolean', default: false })
  discountEnabled: boolean;
}
