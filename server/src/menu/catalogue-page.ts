import type { FastifyReply } from 'fastify';
import { matchesEtag } from '../http/etag.js';
import type { CataloguePage } from './menu-catalogue.cache.js';

/** The routes that answer with cached pages: they bring their own encodings, so on-the-fly compression skips them. */
export const CATALOGUE_ROUTES = new Set(['/api/menu/types', '/api/menu/categories', '/api/menu/items', '/api/menu/categories/:id/items']);

/** brotli before gzip before none, as the client accepts them (q=0 refuses). */
function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Sends a cached menu page: 304 when the client has it, else its bytes in the best encoding the client takes. */
export function sendCataloguePage(
  reply: FastifyReply,
  page: CataloguePage,
  headers: { ifNoneMatch?: string; acceptEncoding?: string },
): FastifyReply {
  reply.header('ETag', page.etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  if (matchesEtag(headers.ifNoneMatch, page.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = encodingFor(headers.acceptEncoding);
  if (encoding === null) return reply.send(page.plain);
  return reply.header('Content-Encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
}
