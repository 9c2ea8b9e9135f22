import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsId } from '../../common/validation.js';
import { QueryBoolean } from './catalog-rules.js';

export class AdminMenuItemsQueryDto {
  @ApiPropertyOptional({ default: 0, description: 'Seite, ab 0' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'muss eine ganze Zahl ≥ 0 sein' })
  @Min(0, { message: 'muss eine ganze Zahl ≥ 0 sein' })
  @Max(1_000_000, { message: 'ist zu groß' })
  page?: number;

  @ApiPropertyOptional({ default: 20, maximum: 200 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'muss eine ganze Zahl zwischen 1 und 200 sein' })
  @Min(1, { message: 'muss eine ganze Zahl zwischen 1 und 200 sein' })
  @Max(200, { message: 'muss eine ganze Zahl zwischen 1 und 200 sein' })
  size?: number;

  @ApiPropertyOptional({ example: 'basePrice,desc', description: 'name|basePrice, optional ,asc|desc' })
  @IsOptional()
  @Matches(/^(name|basePrice)(,(asc|desc))?$/i, { message: 'muss name oder basePrice sein, optional mit ,asc oder ,desc' })
  sort?: string;

  @ApiPropertyOptional({ description: 'Suche in Name und Beschreibung' })
  @IsOptional()
  @IsString({ message: 'muss Text sein' })
  @MaxLength(200, { message: 'darf höchstens 200 Zeichen lang sein' })
  q?: string;

  @ApiPropertyOptional({ example: 'FOOD', description: 'Menü-Typ-Code' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
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
