import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageParam, SortParam } from '../../common/list-query.js';
import { QueryBoolean } from '../../common/transforms.js';

export const TABLE_SORT_FIELDS = ['tableNumber', 'seatingCapacity', 'createdAt', 'updatedAt'] as const;
export type TableSortField = (typeof TABLE_SORT_FIELDS)[number];
export const PAGE_SIZES = [5, 10, 20, 50, 100];

const toNumber = ({ value }: { value: unknown }) => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value);

export class TableListQueryDto {
  /** Matches the table number or the QR code. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(64, { message: 'darf höchstens 64 Zeichen lang sein' })
  q?: string;

  @SortParam(TABLE_SORT_FIELDS, 'tableNumber,asc')
  sort?: string;

  @PageParam()
  page?: number;

  @ApiPropertyOptional({ enum: PAGE_SIZES, default: 10 })
  @IsOptional()
  @Transform(toNumber)
  @IsIn(PAGE_SIZES, { message: `muss eine von ${PAGE_SIZES.join(', ')} sein` })
  size?: number;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'muss true oder false sein' })
  includeInactive?: boolean;
}
