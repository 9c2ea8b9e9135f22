import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import { EuroPrice, RequiredText, SortOrderField } from '../../menu/dto/catalog-rules.js';

export const MAX_ADDING_PRICE = 1000;
const ID_LIST = 'muss eine Liste von Ids sein';

export class AddingInputDto {
  @ApiProperty({ example: 'Extra Käse' })
  @RequiredText(100, 'Name ist erforderlich')
  name: string;

  @ApiProperty({ example: 1.5, description: 'Euro, ≥ 0, höchstens zwei Nachkommastellen' })
  @EuroPrice({ min: 0, max: MAX_ADDING_PRICE, message: 'Preis muss ≥ 0 sein' })
  price: number;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'muss true oder false sein' })
  active?: boolean;

  @SortOrderField()
  sortOrder?: number;

  @ApiPropertyOptional({ type: [Number], description: 'leer: für alle Menü-Typen' })
  @IsOptional()
  @IsArray({ message: ID_LIST })
  @ArrayMaxSize(100, { message: 'höchstens 100 Ids' })
  @IsInt({ each: true, message: ID_LIST })
  @Min(1, { each: true, message: ID_LIST })
  @Max(2_147_483_647, { each: true, message: ID_LIST })
  typeIds?: number[];

  @ApiPropertyOptional({ type: [Number], description: 'leer: für alle Kategorien (innerhalb der Menü-Typen)' })
  @IsOptional()
  @IsArray({ message: ID_LIST })
  @ArrayMaxSize(100, { message: 'höchstens 100 Ids' })
  @IsInt({ each: true, message: ID_LIST })
  @Min(1, { each: true, message: ID_LIST })
  @Max(2_147_483_647, { each: true, message: ID_LIST })
  categoryIds?: number[];
}
