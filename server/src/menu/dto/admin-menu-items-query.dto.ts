import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ListQuery } from '../../common/list-query.js';
import { IsId } from '../../common/validation.js';
import { QueryBoolean, UpperCaseCode } from '../../common/transforms.js';
import { MissingTranslationFilter } from '../../common/translations.js';

export const MENU_ITEM_SORT_FIELDS = ['name', 'basePrice'] as const;
export type MenuItemSortField = (typeof MENU_ITEM_SORT_FIELDS)[number];

export class AdminMenuItemsQueryDto extends ListQuery({
  sortFields: MENU_ITEM_SORT_FIELDS,
  sortExample: 'basePrice,desc',
  size: { max: 200, default: 20 },
}) {
  @ApiPropertyOptional({ description: 'Suche in Name und Beschreibung' })
  @IsOptional()
  @IsString({ message: 'muss Text sein' })
  @MaxLength(200, { message: 'darf höchstens 200 Zeichen lang sein' })
  q?: string;

  @ApiPropertyOptional({ example: 'FOOD', description: 'Menü-Typ-Code' })
  @IsOptional()
  @UpperCaseCode()
  @Matches(/^[A-Z0-9_-]{1,32}$/, { message: 'muss ein Menü-Typ-Code sein' })
  type?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsId()
  categoryId?: number;

  @ApiPropertyOptional({ default: false, description: 'Auch archivierte (gelöschte) Produkte' })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'muss true oder false sein' })
  includeArchived?: boolean;

  @MissingTranslationFilter()
  missingTranslation?: boolean;
}
