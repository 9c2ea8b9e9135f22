import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsInt, IsOptional, Max, Min } from 'class-validator';
import { TransformValue } from '../../common/transforms.js';
import { IsLineNote } from '../../common/line-note.js';
import { IsId } from '../../common/validation.js';

const MAX_EXTRAS_PER_ITEM = 5;
const MAX_QUANTITY = 99;

export class AddBasketItemDto {
  @ApiProperty({ type: 'integer' })
  @IsId()
  menuItemId: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_QUANTITY, default: 1 })
  // null reads as left out (IsOptional would pass it on unchecked).
  @TransformValue((value) => value ?? 1)
  @IsOptional()
  @IsInt({ message: 'muss eine ganze Zahl sein' })
  @Min(1, { message: 'muss mindestens 1 sein' })
  @Max(MAX_QUANTITY, { message: `darf höchstens ${MAX_QUANTITY} sein` })
  quantity: number = 1;

  @ApiPropertyOptional({ type: [Number], maxItems: MAX_EXTRAS_PER_ITEM, description: 'Extras (ids), jedes höchstens einmal' })
  @TransformValue((value) => value ?? [])
  @IsOptional()
  @IsArray({ message: 'muss eine Liste sein' })
  @ArrayMaxSize(MAX_EXTRAS_PER_ITEM, { message: `höchstens ${MAX_EXTRAS_PER_ITEM} Extras pro Produkt` })
  @ArrayUnique({ message: 'jedes Extra nur einmal' })
  @IsInt({ each: true, message: 'muss eine Liste von Ids sein' })
  @Min(1, { each: true, message: 'muss eine Liste von Ids sein' })
  @Max(2_147_483_647, { each: true, message: 'muss eine Liste von Ids sein' })
  addingIds: number[] = [];

  @IsLineNote()
  note: string | null = null;
}
