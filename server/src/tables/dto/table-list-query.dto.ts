import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

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

  @ApiPropertyOptional({ example: 'tableNumber,asc', description: `${TABLE_SORT_FIELDS.join('|')} with ,asc or ,desc` })
  @IsOptional()
  @IsString()
  @Matches(new RegExp(`^(${TABLE_SORT_FIELDS.join('|')})(,(asc|desc))?$`, 'i'), {
    message: `muss ${TABLE_SORT_FIELDS.join(', ')} mit ,asc oder ,desc sein`,
  })
  sort?: string;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @IsOptional()
  @Transform(toNumber)
  @IsInt({ message: 'muss eine ganze Zahl ≥ 0 sein' })
  @Min(0, { message: 'muss eine ganze Zahl ≥ 0 sein' })
  @Max(1_000_000, { message: 'ist zu groß' })
  page?: number;

  @ApiPropertyOptional({ enum: PAGE_SIZES, default: 10 })
  @IsOptional()
  @Transform(toNumber)
  @IsIn(PAGE_SIZES, { message: `muss eine von ${PAGE_SIZES.join(', ')} sein` })
  size?: number;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'muss true oder false sein' })
  includeInactive?: boolean;
}
