import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { ActiveColumn, SortOrderColumn, Timestamped, TranslationsColumn } from '../common/entity-columns.js';
import type { Translations } from '../common/translations.js';

/** An extra a guest can add to a menu item, optionally limited to some menu types or categories. */
@Entity('extras')
export class Extra extends Timestamped {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Optional translations of the guest-facing texts; German (above) is the fallback per field. */
  @TranslationsColumn()
  translations: Translations;

  @Column({ type: 'integer' })
  priceCents: number;

  @ActiveColumn()
  active: boolean;

  @SortOrderColumn()
  sortOrder: number;

  /** Allergen letters A–R (Austrian allergen codes), as on menu items. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  allergens: string[];

  /** Empty: the extra applies to every menu type. */
  @Column({ type: 'integer', array: true, default: () => "'{}'" })
  typeIds: number[];

  /** Empty: the extra applies to every category (within its types). */
  @Column({ type: 'integer', array: true, default: () => "'{}'" })
  categoryIds: number[];
}
