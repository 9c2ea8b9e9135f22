import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { ActiveColumn, SortOrderColumn, Timestamped, TranslationsColumn } from '../common/entity-columns.js';
import type { Translations } from '../common/translations.js';
import type { VatCategory, VatRate } from '../common/vat.js';

@Entity('menu_types')
export class MenuType extends Timestamped {
  @PrimaryGeneratedColumn()
  id: number;

  /** Upper-case code such as FOOD; the guest URL uses it lower-cased. */
  @Column({ type: 'varchar', length: 32 })
  code: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Optional translations of the guest-facing texts; German (above) is the fallback per field. */
  @TranslationsColumn()
  translations: Translations;

  /** What a new product of this type starts with (Getränke 20 %, Speisen 10 %); the product can differ. */
  @Column({ type: 'varchar', length: 8, default: 'VAT_10' })
  defaultVatRate: VatRate;

  @Column({ type: 'varchar', length: 32, default: 'FOOD' })
  defaultVatCategory: VatCategory;

  @SortOrderColumn()
  sortOrder: number;

  @ActiveColumn()
  active: boolean;
}
