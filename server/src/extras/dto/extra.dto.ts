import { ApiProperty } from '@nestjs/swagger';
import { euroProperty } from '../../common/api-schema.js';
import {
  missingTranslationsProperty,
  type Translations,
  type TranslationLanguage,
  translationsProperty,
} from '../../common/translations.js';

/** An extra as guests see it; the wire calls extras "addings" (spec). */
export class ExtraDto {
  @ApiProperty({ type: 'integer' })
  addingId!: number;
  @ApiProperty({ example: 'Extra Käse' })
  name!: string;
  @euroProperty()
  price!: number;
  @ApiProperty({ type: [String], description: 'Allergen-Codes A–H, L–P, R' })
  allergens!: string[];
}

/** The back office's view, with the scope and state guests don't see. */
export class AdminExtraDto extends ExtraDto {
  @ApiProperty()
  active!: boolean;
  @ApiProperty({ type: 'integer' })
  sortOrder!: number;
  @ApiProperty({ type: [Number], description: 'Menü-Typen, für die es gilt; leer: alle' })
  typeIds!: number[];
  @ApiProperty({ type: [Number], description: 'Kategorien, für die es gilt; leer: alle' })
  categoryIds!: number[];
  @translationsProperty()
  translations!: Translations;
  @missingTranslationsProperty()
  missingTranslations!: TranslationLanguage[];
}

export class RemovedExtraDto extends AdminExtraDto {
  @ApiProperty({ description: 'false: liegt noch in einem Warenkorb und wurde nur deaktiviert' })
  deleted!: boolean;
}
