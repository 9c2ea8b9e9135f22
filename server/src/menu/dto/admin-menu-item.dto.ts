import { ApiHideProperty, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsBoolean, IsOptional, Matches } from 'class-validator';
import { AllergenCodesField } from '../../common/allergens.js';
import type { VatCategory, VatRate } from '../../common/vat.js';
import { DescriptionField, EuroPrice, RequiredId, RequiredText, VatCategoryField, VatRateField } from '../../common/form-fields.js';
import { TranslationsField, type Translations } from '../../common/translations.js';

const MAX_ITEM_PRICE = 10_000;

const upperCased = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/** Create and update payload of a product (spec 3 "Menu item"). */
export class MenuItemInputDto {
  @ApiProperty({ example: 'FOOD', description: 'Menü-Typ-Code (wird groß geschrieben)' })
  @Transform(upperCased)
  @Matches(/^[A-Z0-9_-]{1,32}$/, { message: 'Bitte einen Menü-Typ auswählen.' })
  typeCode: string;

  @ApiProperty({ example: 1 })
  @RequiredId('Bitte eine Kategorie auswählen.')
  categoryId: number;

  @ApiProperty({ example: 'Wiener Schnitzel', maxLength: 200 })
  @RequiredText(200, 'Name ist erforderlich')
  name: string;

  @DescriptionField()
  description?: string;

  @TranslationsField({ name: 200, description: 2000 })
  translations?: Translations;

  /** Sent back as read from an answer by API clients; accepted and ignored (and left out of the document). */
  @ApiHideProperty()
  @Allow()
  missingTranslations?: unknown;

  @ApiProperty({ example: 14.9, description: 'Bruttopreis in Euro, > 0, höchstens zwei Nachkommastellen' })
  @EuroPrice({ min: 0, exclusiveMin: true, max: MAX_ITEM_PRICE, message: 'Preis muss > 0 sein' })
  basePrice: number;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'muss true oder false sein' })
  available?: boolean;

  @VatRateField({ description: 'ohne: beim Anlegen der der Kategorie bzw. des Menü-Typs, beim Ändern der bisherige' })
  vatRate?: VatRate;

  @VatCategoryField({ description: 'ohne: beim Anlegen die der Kategorie bzw. des Menü-Typs, beim Ändern die bisherige' })
  vatCategory?: VatCategory;

  @AllergenCodesField()
  allergens?: string[];
}

export class MenuItemDiscountDto {
  @ApiProperty({ description: 'Alten Preis durchgestrichen anzeigen' })
  @IsBoolean({ message: 'muss true oder false sein' })
  enabled: boolean;
}
