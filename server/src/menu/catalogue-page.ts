import { negotiate } from '@fastify/accept-negotiator';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag } from '../http/etag.js';
import type { CataloguePage } from './menu-catalogue.cache.js';

/** The routes that answer with cached pages: they bring their own encodings, so on-the-fly compression skips them. */
export const CATALOGUE_ROUTES = new Set(['/api/menu/types', '/api/menu/categories', '/api/menu/items', '/api/menu/categories/:id/items']);

/** brotli before gzip before none, by the client's Accept-Encoding (q-values honoured), as @fastify/static chooses for the apps' files. */
const encodingFor = (acceptEncoding: string | undefined) => (acceptEncoding ? negotiate(acceptEncoding, ['br', 'gzip']) : null);

/** What a cached page's answer depends on in the request. */
export interface CacheRequestHeaders {
  ifNoneMatch?: string;
  acceptEncoding?: string;
}

/** The request's If-None-Match and Accept-Encoding, for sendCataloguePage. */
export const CacheHeaders = createParamDecorator((_data: unknown, context: ExecutionContext): CacheRequestHeaders => {
  const { headers } = context.switchToHttp().getRequest<FastifyRequest>();
  return { ifNoneMatch: headers['if-none-match'], acceptEncoding: headers['accept-encoding'] };
});

/** Sends a cached menu page: 304 when the client has it, else its bytes in the best encoding the client takes. */
export function sendCataloguePage(reply: FastifyReply, page: CataloguePage, headers: CacheRequestHeaders): FastifyReply {
  // Lower-case names, as fastify keeps them (it then makes no new string per header and answer).
  // Without ?lang=, Accept-Language picks the language (the guest app always names it).
  reply.header('etag', page.etag).header('cache-control', 'no-cache').header('vary', 'Accept-Encoding, Accept-Language');
  if (matchesEtag(headers.ifNoneMatch, page.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = encodingFor(headers.acceptEncoding);
  if (encoding === null) return reply.send(page.plain);
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
}

/**
 * Answers a GET of a built guest menu page in fastify's `onRequest`, before routing reaches Nest's pipes
 * and the controller: the guest menu is the product's hottest read, and that pipeline is about a quarter
 * of its cost (docs/benchmarks.md). Only the spellings the guest app uses are answered here, with exactly
 * the bytes and headers the controller would send; everything else (a page not built yet, other query
 * forms, bad input) goes on to the controller as before. Registered after the hooks that every answer
 * needs (security headers, the body rules).
 */
export function registerCataloguePageShortcut(
  fastify: FastifyInstance,
  builtPageFor: (url: string, acceptLanguage?: string) => CataloguePage | undefined,
): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const page = request.method === 'GET' ? builtPageFor(request.url, request.headers['accept-language']) : undefined;
    if (!page) return done();
    sendCataloguePage(reply, page, { ifNoneMatch: request.headers['if-none-match'], acceptEncoding: request.headers['accept-encoding'] });
  });
}
