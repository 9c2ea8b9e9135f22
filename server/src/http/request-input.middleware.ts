import type { NextFunction, Request, Response } from 'express';
import { ApiError, badRequest } from '../common/api-error.js';
import { findInputProblem, TOO_DEEP } from './request-input.js';

/**
 * Refuses, before any guard or validation runs, bodies and query strings that no client of the
 * product sends: nested too deep, keys like `__proto__`, or text with control characters.
 * Every answer is a 400 naming the field, never a 500 from deeper down.
 */
export function inspectRequestInput(req: Request, _res: Response, next: NextFunction): void {
  const problem = findInputProblem(req.body) ?? findInputProblem(req.query);
  if (!problem) return next();
  if (problem.kind === 'too-deep') return next(new ApiError(400, TOO_DEEP));
  const { field, message } = problem.error;
  next(badRequest(`${field}: ${message}`, [problem.error]));
}
