import type { Page } from './api-schema.js';
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

// Everything a paged admin list shares: its query parameters, its sort, its LIKE patterns and its answer.

/** The zero-based `page` of a paged admin list. */
function PageParam() {
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
function PageSizeParam(max: number, defaultSize: number) {
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

const digitsToNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;

/** The page `size`, one of the given sizes (the tables list offers the spec's 5, 10, 20, 50, 100). */
function PageSizeOneOf(sizes: readonly number[], defaultSize: number) {
  return applyDecorators(
    ApiPropertyOptional({ enum: sizes, default: defaultSize }),
    IsOptional(),
    Transform(digitsToNumber),
    IsIn(sizes, { message: `muss eine von ${sizes.join(', ')} sein` }),
  );
}

/** `sort=field` or `sort=field,asc|desc`, with one of the given fields. */
function SortParam(fields: readonly string[], example: string) {
  const message = `muss "Feld,asc|desc" sein (Felder: ${fields.join(', ')})`;
  return applyDecorators(
    ApiPropertyOptional({ example, description: `field,asc|desc; fields: ${fields.join(', ')}` }),
    IsOptional(),
    IsString({ message }),
    Matches(new RegExp(`^(${fields.join('|')})(,(asc|desc))?$`, 'i'), { message }),
  );
}

interface ListQueryOptions<F extends string> {
  sortFields: readonly F[];
  sortExample: string;
  size: { max: number; default: number } | { oneOf: readonly number[]; default: number };
}

/** The base of a paged list's query DTO: `page`, `size` and `sort`; the list adds its filters. */
export function ListQuery<F extends string>(options: ListQueryOptions<F>) {
  const { size } = options;
  const SizeParam = 'oneOf' in size ? PageSizeOneOf(size.oneOf, size.default) : PageSizeParam(size.max, size.default);
  class ListQueryDto {
    // Typed explicitly: the OpenAPI document reads the types from the decorator metadata.
    @PageParam()
    page: number = 0;

    @SizeParam
    size: number = size.default;

    @SortParam(options.sortFields, options.sortExample)
    sort?: string;
  }
  return ListQueryDto;
}

export interface SortOrder<F extends string> {
  field: F;
  descending: boolean;
}

/** `sort` as SortParam let it through (any case) in the field's own spelling, ascending unless `desc`. */
export function parseSort<F extends string>(sort: string | undefined, fields: readonly F[], fallback: F): SortOrder<F> {
  const [name = '', direction = ''] = (sort ?? '').split(',');
  const field = fields.find((candidate) => candidate.toLowerCase() === name.trim().toLowerCase()) ?? fallback;
  return { field, descending: direction.trim().toLowerCase() === 'desc' };
}

/** Text for a LIKE pattern in which `%`, `_` and `\` match themselves. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export const containing = (text: string) => `%${escapeLike(text)}%`;
export const startingWith = (text: string) => `${escapeLike(text)}%`;

export interface PageRequest {
  page: number;
  size: number;
}

/** The answer of every paged admin list. */
export function toPage<T>(content: T[], totalElements: number, { page, size }: PageRequest): Page<T> {
  return { content, totalElements, page, size };
}
