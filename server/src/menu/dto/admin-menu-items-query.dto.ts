import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PageParam, PageSizeParam, SortParam } from '../../common/list-query.js';
import { IsId } from '../../common/validation.js';
import { QueryBoolean, UpperCaseCode } from '../../common/transforms.js';

export class AdminMenuItemsQueryDto {
  @PageParam()
  page?: number;

  @PageSizeParam(200, 20)
  size?: number;

  @SortParam(['name', 'basePrice'], 'basePrice,desc')
  sort?: string;

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
}
