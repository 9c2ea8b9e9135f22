import { IsOptional } from 'class-validator';
import { IsId } from '../../common/validation.js';

export class ExtrasQueryDto {
  @IsOptional()
  @IsId()
  menuItemId?: number;
}
