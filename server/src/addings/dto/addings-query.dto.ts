import { IsOptional } from 'class-validator';
import { IsId } from '../../common/validation.js';

export class AddingsQueryDto {
  @IsOptional()
  @IsId()
  menuItemId?: number;
}
