import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '../common/api-error.js';

export const JSON_ONLY = 'Nur JSON (Content-Type: application/json) wird angenommen.';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Writes under /api take JSON, or multipart for image uploads, nothing else: a foreign web page
 * can send a form (urlencoded or text/plain) to any address without asking, but not JSON.
 * A request without a body (and so without a Content-Type) passes.
 */
export function acceptJsonOnly(req: Request, _res: Response, next: NextFunction): void {
  if (!WRITE_METHODS.has(req.method) || !req.headers['content-type']) return next();
  if (req.is(['application/json', 'application/*+json', 'multipart/form-data'])) return next();
  next(new ApiError(415, JSON_ONLY));
}
