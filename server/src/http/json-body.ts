import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../common/api-error.js';

const JSON_ONLY = 'Nur JSON (Content-Type: application/json) wird angenommen.';
const UNREADABLE_JSON = 'Ungültige Anfrage (JSON kann nicht gelesen werden).';

/** The largest JSON body the API reads (image uploads are multipart and have their own limit). */
export const JSON_BODY_LIMIT = 100 * 1024;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ACCEPTED = /^(application\/(json|[\w.+-]*\+json)|multipart\/form-data)\s*(;|$)/i;

/** Spec 7 "Admin menu": the availability toggle sends a bare JSON boolean. */
const BARE_VALUE_PATH = /^\/api\/admin\/menu\/items\/[^/]+\/availability$/;

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Writes under /api take JSON, or multipart for image uploads, nothing else: a foreign web page
 * can send a form (urlencoded or text/plain) to any address without asking, but not JSON.
 * A request without a body (and so without a Content-Type) passes.
 */
function acceptJsonOnly(request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void {
  const type = request.headers['content-type'];
  const refused = type && WRITE_METHODS.has(request.method) && request.url.startsWith('/api') && !ACCEPTED.test(type);
  done(refused ? new ApiError(415, JSON_ONLY) : undefined);
}

/**
 * JSON bodies are objects or arrays, as express's strict parser had them; only the availability
 * toggle takes a bare `true`/`false`. An empty body reads as `{}`. Keys like `__proto__` stay plain
 * data here and are refused with a named field by the input inspection that follows.
 */
function parseJson(request: FastifyRequest, text: string): unknown {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, UNREADABLE_JSON);
  }
  const structured = typeof value === 'object' && value !== null;
  if (!structured && !BARE_VALUE_PATH.test(pathOf(request.url))) throw new ApiError(400, UNREADABLE_JSON);
  return value;
}

/** The API's body parsing: JSON (strict, at most JSON_BODY_LIMIT), no forms, no plain text. */
export function registerJsonBody(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', acceptJsonOnly);
  fastify.removeContentTypeParser(['application/json', 'text/plain']);
  fastify.addContentTypeParser(
    /^application\/(json|[\w.+-]*\+json)\s*(;|$)/i,
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
    (request, text, done) => {
      try {
        done(null, parseJson(request, String(text)));
      } catch (err) {
        done(err as Error, undefined);
      }
    },
  );
}
