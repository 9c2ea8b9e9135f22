import { type PipeTransform, Injectable } from '@nestjs/common';
import { badRequest, fieldError } from './api-error.js';

/** A positive integer id from the path; anything else is a 400, never a database error. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw badRequest(`Ungültige Id: "${value}"`);
    return Number(value);
  }
}

/** An optional positive integer id from the query: absent stays undefined; anything else is a 400 naming the field. */
@Injectable()
export class ParseOptionalIdPipe implements PipeTransform<string | undefined, number | undefined> {
  constructor(private readonly field: string) {}

  transform(value: string | undefined): number | undefined {
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || !/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 2_147_483_647) {
      throw fieldError(this.field, 'muss eine gültige Id sein');
    }
    return Number(value);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);

@Injectable()
export class ParseUuidPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isUuid(value)) throw badRequest(`Ungültige Id: "${value}"`);
    return value.toLowerCase();
  }
}
