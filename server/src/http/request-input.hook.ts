import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../common/api-error.js';
import { findInputProblem, TOO_DEEP } from './request-input.js';

/**
 * Refuses, before any guard or validation runs, bodies and query strings that no client of the
 * product sends: nested too deep, keys like `__proto__`, or text with control characters.
 * Every answer is a 400 naming the field, never a 500 from deeper down.
 */
function problemOf(request: FastifyRequest): Error | undefined {
  if (!request.url.startsWith('/api')) return undefined;
  const problem = findInputProblem(request.body) ?? findInputProblem(request.query);
  if (!problem) return undefined;
  if (problem.kind === 'too-deep') return new ApiError(400, TOO_DEEP);
  const { field, message } = problem.error;
  return badRequest(`${field}: ${message}`, [problem.error]);
}

/** Runs the inspection on every request, after its body is read and before guards and pipes. */
export function registerRequestInputInspection(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request, _reply, done) => done(problemOf(request)));
}
