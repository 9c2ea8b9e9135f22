import { ApiProperty } from '@nestjs/swagger';
import { IsId } from '../../common/validation.js';

/** Moving an order to another table. */
export class MoveOrderDto {
  @ApiProperty({ type: 'integer', description: 'The table the order moves to' })
  @IsId()
  tableId: number;
}

/** Merging a table into this one ("Tische zusammenlegen"): its open orders move here. */
export class MergeTablesDto {
  @ApiProperty({ type: 'integer', description: 'The table whose open orders move to this one' })
  @IsId()
  fromTableId: number;
}
