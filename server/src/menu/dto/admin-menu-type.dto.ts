import { ApiHideProperty, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsBoolean, IsOptional } from 'class-validator';
import { RequiredIdList, RequiredText, SortOrderField, VatCategoryField, VatRateField } from '../../common/form-fields.js';
import type { VatCategory, VatRate } from '../../common/vat.js';
import { QueryBoolean, UpperCaseCode } from '../../common/transforms.js';
import { MissingTranslationFilter, TranslationsField, type Translations } from '../../common/translations.js';

const CODE_AND_NAME = 'Code & Name sind erforderlich';

export class MenuTypeInputDto {
  @ApiProperty({ example: 'FOOD', description: 'wird groß geschrieben; Buchstaben, Ziffern, _ und -' })
  @UpperCaseCode()
  @RequiredText(32, CODE_AND_NAME, { regex: /^[A-Z0-9_-]+$/, message: 'nur Buchstaben A–Z, Ziffern, _ und -' })
  code: string;

  @ApiProperty({ example: 'Speisen' })
  @RequiredText(100, CODE_AND_NAME)
  name: string;

  @TranslationsField({ name: 100 })
  translations?: Translations;

  /** Sent back as read from an answer by API clients; accepted and ignored (and left out of the document). */
  @ApiHideProperty()
  @Allow()
  missingTranslations?: unknown;

  @VatRateField({ description: 'Steuersatz, mit dem neue Produkte dieses Typs beginnen (ohne: VAT_10 bzw. der bisherige)' })
  defaultVatRate?: VatRate;

  @VatCategoryField({ description: 'Steuerkategorie, mit der neue Produkte dieses Typs beginnen (ohne: FOOD bzw. die bisherige)' })
  defaultVatCategory?: VatCategory;

  @SortOrderField('nicht numerisch: 1')
  sortOrder?: number;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'muss true oder false sein' })
  active?: boolean;
}

export class MenuTypesQueryDto {
  @ApiPropertyOptional({ default: true, description: 'false: auch inaktive Menü-Typen' })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'muss true oder false sein' })
  onlyActive?: boolean;

  @MissingTranslationFilter()
  missingTranslation?: boolean;
}

/** A new order of the menu types: every type's id once, first to last. */
export class MenuTypeOrderDto {
  @RequiredIdList('alle Menü-Typen in der neuen Reihenfolge')
  typeIds: number[];
}
