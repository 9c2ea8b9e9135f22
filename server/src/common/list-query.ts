import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

/** The zero-based `page` of a paged admin list. */
export function PageParam() {
  return applyDecorators(
    ApiPropertyOptional({ description: 'zero-based page', default: 0, minimum: 0 }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: 'muss eine ganze Zahl ≥ 0 sein' }),
    Min(0, { message: 'muss eine ganze Zahl ≥ 0 sein' }),
    Max(1_000_000, { message: 'ist zu groß' }),
  );
}

/** The page `size`, from 1 to `max`. */
export function PageSizeParam(max: number, defaultSize: number) {
  const message = `muss eine ganze Zahl zwischen 1 und ${max} sein`;
  return applyDecorators(
    ApiPropertyOptional({ default: defaultSize, minimum: 1, maximum: max }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message }),
    Min(1, { message }),
    Max(max, { message }),
  );
}

/** `sort=field` or `sort=field,asc|desc`, with one of the given fields. */
export function SortParam(fields: readonly string[], example: string) {
  const message = `muss "Feld,asc|desc" sein (Felder: ${fields.join(', ')})`;
  return applyDecorators(
    ApiPropertyOptional({ example, description: `field,asc|desc; fields: ${fields.join(', ')}` }),
    IsOptional(),
    IsString({ message }),
    Matches(new RegExp(`^(${fields.join('|')})(,(asc|desc))?$`, 'i'), { message }),
  );
}
