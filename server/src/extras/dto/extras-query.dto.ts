import { IsOptional } from 'class-validator';
import { IsId } from '../../common/validation.js';
import { MissingTranslationFilter } from '../../common/translations.js';

export class ExtrasQueryDto {
  @IsOptional()
  @IsId()
  menuItemId?: number;

  /** Read by GuestLanguage; declared so the whitelist lets it through. */
  @IsOptional()
  lang?: string;
}

export class AdminExtrasQueryDto {
  @MissingTranslationFilter()
  missingTranslation?: boolean;
}
