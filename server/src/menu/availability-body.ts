import { Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import express, { type Express, type RequestHandler } from 'express';
import { badRequest } from '../common/api-error.js';

/** Spec 7 "Admin menu": the availability toggle sends a bare JSON boolean (global prefix /api included). */
export const AVAILABILITY_PATH = '/api/admin/menu/items/:id/availability';

/**
 * The app-wide JSON parser is strict (objects and arrays only) and would refuse `true`. This one route
 * gets a lenient parser, registered while the modules are built — before the app-wide parser, which
 * then skips the body already parsed.
 */
@Injectable()
export class AvailabilityBodyParser {
  constructor(adapterHost: HttpAdapterHost) {
    const lenient = express.json({ strict: false, limit: '1kb' });
    // Not named "jsonParser": Nest looks for that name to decide whether it still installs its own parser.
    const availabilityBodyParser: RequestHandler = (req, res, next) => lenient(req, res, next);
    adapterHost.httpAdapter?.getInstance<Express>().use(AVAILABILITY_PATH, availabilityBodyParser);
  }
}

/** `true`/`false`, or `{"available": true|false}` for clients that only send objects. */
export function availabilityOf(body: unknown): boolean {
  if (typeof body === 'boolean') return body;
  const available = (body as { available?: unknown } | null)?.available;
  const onlyField = typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 1;
  if (onlyField && typeof available === 'boolean') return available;
  throw badRequest('Erwartet wird true oder false als JSON.', [{ field: 'available', message: 'muss true oder false sein' }]);
}
