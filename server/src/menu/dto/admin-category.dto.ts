import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsId } from '../../common/validation.js';
import { DescriptionField, RequiredId, RequiredText, SortOrderField } from '../../common/form-fields.js';

export class CategoryInputDto {
  @ApiProperty({ example: 'Hauptspeisen' })
  @RequiredText(100, 'Name ist erforderlich')
  name: string;

  @DescriptionField()
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
