import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsId } from '../../common/validation.js';
import { RequiredId, RequiredText, SortOrderField, Trim } from './catalog-rules.js';

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

  @SortOrderField()
  sortOrder?: number;
}

export class CategoriesAdminQueryDto {
  @ApiPropertyOptional({ description: 'nur Kategorien dieses Menü-Typs' })
  @IsOptional()
  @IsId()
  typeId?: number;
}
