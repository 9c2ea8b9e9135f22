import type { Type } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';

// Answer classes describe the API's answers in the OpenAPI document, from which the web apps' wire
// types are generated (api-types/). Mappers return these classes' shapes, so a field renamed in a mapper
// without its class (or the other way round) fails to compile, and a renamed class field breaks the apps.

/** A named enum schema: the apps get its values as a list, not only as a type. */
export const enumProperty = (enumName: string, values: readonly string[], options: ApiPropertyOptions = {}) =>
  ApiProperty({ enum: [...values], enumName, ...options });

/** A nullable scalar; the type must be named because `T | null` reflects as Object. */
export const nullableProperty = (type: 'string' | 'number' | 'integer' | 'boolean', options: ApiPropertyOptions = {}) =>
  ApiProperty({ type, nullable: true, ...options });

/** An ISO 8601 timestamp as text. */
export const timestampProperty = (options: ApiPropertyOptions = {}) => ApiProperty({ type: 'string', format: 'date-time', ...options });

/** A euro amount with at most two decimals (money is integer cents inside the server). */
export const euroProperty = (options: ApiPropertyOptions = {}) =>
  ApiProperty({ type: 'number', description: 'Euro, höchstens zwei Nachkommastellen', ...options });

export interface Page<T> {
  content: T[];
  totalElements: number;
  page: number;
  size: number;
}

const pageClasses = new Map<Type<unknown>, Type<Page<unknown>>>();

/** The answer class of a paged admin list of `item` (named `<Item>Page` in the document). */
export function PageOf<T>(item: Type<T>): Type<Page<T>> {
  const known = pageClasses.get(item);
  if (known) return known as Type<Page<T>>;
  class PageClass implements Page<T> {
    @ApiProperty({ type: [item] })
    content!: T[];
    @ApiProperty({ type: 'integer' })
    totalElements!: number;
    @ApiProperty({ type: 'integer', description: 'Die Seite, ab 0' })
    page!: number;
    @ApiProperty({ type: 'integer' })
    size!: number;
  }
  Object.defineProperty(PageClass, 'name', { value: `${item.name.replace(/Dto$/, '')}Page` });
  pageClasses.set(item, PageClass);
  return PageClass;
}

/** A field of the answer that a form may send back as read; accepted and ignored. */
export const ignoredProperty = (type: 'string' | 'boolean' = 'string') =>
  ApiPropertyOptional({ type, readOnly: true, description: 'Wird ignoriert' });
