import { ApiProperty } from '@nestjs/swagger';
import { enumProperty, euroProperty, nullableProperty, timestampProperty } from '../../common/api-schema.js';
import { COURSES, type Course } from '../../common/course.js';
import { VAT_CATEGORIES, VAT_RATE_CODES, type VatCategory, type VatRate } from '../../common/vat.js';
import {
  missingTranslationsProperty,
  type Translations,
  type TranslationLanguage,
  translationsProperty,
} from '../../common/translations.js';

export class MenuTypeDto {
  @ApiProperty({ type: 'integer' })
  typeId!: number;
  @ApiProperty({ example: 'FOOD', description: 'Großgeschriebener Code' })
  code!: string;
  @ApiProperty({ example: 'Speisen' })
  name!: string;
  @ApiProperty({ type: 'integer' })
  sortOrder!: number;
  @ApiProperty()
  active!: boolean;
}

/** The back office's view of a menu type: with its translations. */
export class AdminMenuTypeDto extends MenuTypeDto {
  @enumProperty('VatRate', VAT_RATE_CODES, { description: 'womit neue Produkte dieses Typs beginnen' })
  defaultVatRate!: VatRate;
  @enumProperty('VatCategory', VAT_CATEGORIES, { description: 'womit neue Produkte dieses Typs beginnen' })
  defaultVatCategory!: VatCategory;
  @translationsProperty()
  translations!: Translations;
  @missingTranslationsProperty()
  missingTranslations!: TranslationLanguage[];
}

export class CategoryDto {
  @ApiProperty({ type: 'integer' })
  categoryId!: number;
  @ApiProperty()
  name!: string;
  @ApiProperty()
  description!: string;
  @ApiProperty({ type: 'integer' })
  typeId!: number;
  @ApiProperty()
  typeCode!: string;
  @ApiProperty()
  typeName!: string;
  @ApiProperty({ type: 'integer' })
  sortOrder!: number;
}

/** The back office's view of a category: with its translations. */
export class AdminCategoryDto extends CategoryDto {
  @enumProperty('VatRate', VAT_RATE_CODES, { nullable: true, description: 'womit neue Produkte beginnen; null: wie der Menü-Typ' })
  defaultVatRate!: VatRate | null;
  @enumProperty('VatCategory', VAT_CATEGORIES, { nullable: true, description: 'womit neue Produkte beginnen; null: wie der Menü-Typ' })
  defaultVatCategory!: VatCategory | null;
  @enumProperty('Course', COURSES, { nullable: true, description: 'Gang der Produkte; null: keiner' })
  course!: Course | null;
  @translationsProperty()
  translations!: Translations;
  @missingTranslationsProperty()
  missingTranslations!: TranslationLanguage[];
}

/** A menu item as guests see it: the old price only while the restaurant shows the discount. */
export class MenuItemDto {
  @ApiProperty({ type: 'integer' })
  menuItemId!: number;
  @ApiProperty()
  name!: string;
  @ApiProperty()
  description!: string;
  @euroProperty()
  basePrice!: number;
  @ApiProperty()
  available!: boolean;
  @ApiProperty({ type: [String], description: 'Allergen-Codes A–H, L–P, R' })
  allergens!: string[];
  @enumProperty('VatRate', VAT_RATE_CODES)
  vatRate!: VatRate;
  @ApiProperty({ type: 'integer', description: 'Der Steuersatz in Prozent (aus vatRate)' })
  vatPercent!: number;
  @enumProperty('VatCategory', VAT_CATEGORIES)
  vatCategory!: VatCategory;
  @nullableProperty('string', { description: 'Eigenes Bild (mit Versionsstempel) oder null: Standardbild' })
  imageUrl!: string | null;
  @ApiProperty()
  typeCode!: string;
  @ApiProperty({ type: 'integer' })
  categoryId!: number;
  @euroProperty({ nullable: true, description: 'Alter Preis, durchgestrichen gezeigt' })
  oldPrice!: number | null;
  @timestampProperty()
  updatedAt!: string;
}

/** An item on the guests' menu: with extras that fit it, choosing it opens a dialog; without, one tap adds it. */
export class GuestMenuItemDto extends MenuItemDto {
  @ApiProperty({ description: 'Mindestens ein aktives Extra passt zu diesem Produkt' })
  hasExtras!: boolean;
}

/** The back office's view of an item: the old price whatever the toggle, and what only staff edit. */
export class AdminMenuItemDto extends MenuItemDto {
  @ApiProperty({ description: 'Alten Preis den Gästen durchgestrichen zeigen' })
  discountEnabled!: boolean;
  @ApiProperty({ description: 'Ein Getränk (entschieden nach der USt-Kategorie)' })
  isDrink!: boolean;
  @ApiProperty()
  archived!: boolean;
  @nullableProperty('string', { format: 'date-time' })
  archivedAt!: string | null;
  @ApiProperty({ type: 'integer' })
  typeId!: number;
  @translationsProperty()
  translations!: Translations;
  @missingTranslationsProperty()
  missingTranslations!: TranslationLanguage[];
}

export class MenuItemVatDto {
  @ApiProperty({ type: 'integer' })
  menuItemId!: number;
  @enumProperty('VatRate', VAT_RATE_CODES)
  vatRate!: VatRate;
  @ApiProperty({ type: 'integer' })
  vatPercent!: number;
}

export class MenuItemImageDto {
  @nullableProperty('string')
  imageUrl!: string | null;
}
