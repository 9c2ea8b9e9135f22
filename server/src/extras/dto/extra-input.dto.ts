import { ApiHideProperty, ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Allow, IsBoolean, IsOptional } from 'class-validator';
import { AllergenCodesField } from '../../common/allergens.js';
import { EuroPrice, IdListField, RequiredText, SortOrderField } from '../../common/form-fields.js';
import { TranslationsField, type Translations } from '../../common/translations.js';

const MAX_EXTRA_PRICE = 1000;

/** Named as the specification names extras in the OpenAPI document. */
@ApiSchema({ name: 'AddingInputDto' })
export class ExtraInputDto {
  @ApiProperty({ example: 'Extra Käse' })
  @RequiredText(100, 'Name ist erforderlich')
  name: string;

  @TranslationsField({ name: 100 })
  translations?: Translations;

  /** Sent back as read from an answer by API clients; accepted and ignored (and left out of the document). */
  @ApiHideProperty()
  @Allow()
  missingTranslations?: unknown;

  @ApiProperty({ example: 1.5, description: 'Euro, ≥ 0, höchstens zwei Nachkommastellen' })
  @EuroPrice({ min: 0, max: MAX_EXTRA_PRICE, message: 'Preis muss ≥ 0 sein' })
  price: number;

  @AllergenCodesField()
  allergens?: string[];

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'muss true oder false sein' })
  active?: boolean;

  @SortOrderField()
  sortOrder?: number;

  @IdListField('leer: für alle Menü-Typen')
  typeIds?: number[];

  @IdListField('leer: für alle Kategorien (innerhalb der Menü-Typen)')
  categoryIds?: number[];
}
