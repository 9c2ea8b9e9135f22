import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsId } from '../../common/validation.js';
import { LenientSortOrder, RequiredId, RequiredText, Trim } from './catalog-rules.js';

export class CategoryInputDto {
  @ApiProperty({ example: 'Hauptspeisen' })
  @RequiredText(100, 'Name ist erforderlich')
  name: string;

  @ApiPropertyOptional({ maxLength: 2000 })
  @IsOptional()
  @Trim()
  @IsString({ message: 'muss Text sein' })
  @MaxLength(2000, { message: 'darf höchstens 2000 Zeichen lang sein' })
  description?: string;

  @ApiProperty({ example: 1 })
  @RequiredId('Menü-Typ wählen')
  typeId: number;

  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @LenientSortOrder()
  @IsInt()
  @Min(-1_000_000, { message: 'muss zwischen -1000000 und 1000000 liegen' })
  @Max(1_000_000, { message: 'muss zwischen -1000000 und 1000000 liegen' })
  sortOrder?: number;
}

export class CategoriesAdminQueryDto {
  @ApiPropertyOptional({ description: 'nur Kategorien dieses Menü-Typs' })
  @IsOptional()
  @IsId()
  typeId?: number;
}
