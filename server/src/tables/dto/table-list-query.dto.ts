import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { ListQuery } from '../../common/list-query.js';
import { QueryBoolean } from '../../common/transforms.js';

export const TABLE_SORT_FIELDS = ['tableNumber', 'seatingCapacity', 'createdAt', 'updatedAt'] as const;
export type TableSortField = (typeof TABLE_SORT_FIELDS)[number];
const PAGE_SIZES = [5, 10, 20, 50, 100];

export class TableListQueryDto extends ListQuery({
  sortFields: TABLE_SORT_FIELDS,
  sortExample: 'tableNumber,asc',
  size: { oneOf: PAGE_SIZES, default: 10 },
}) {
  /** Matches the table number or the QR code. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(64, { message: 'darf höchstens 64 Zeichen lang sein' })
  q?: string;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'muss true oder false sein' })
  includeInactive?: boolean;
}
