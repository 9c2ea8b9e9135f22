import { type PipeTransform, Injectable } from '@nestjs/common';
import { badRequest } from './api-error.js';

/** A positive integer id from the path; anything else is a 400, never a database error. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw badRequest(`Ungültige Id: "${value}"`);
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
