import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentEtag } from '../http/etag.js';

/** Vite names every file under assets/ by its content hash: such a URL never changes its bytes. */
const HASHED_ASSETS = /\/assets\//;

/**
 * A built single-page app: its files, each served precompressed (`.br`/`.gz` written at build time)
 * when the browser accepts it, and index.html for every client-side route under its prefixes.
 * Hashed assets are cached for a year; everything else, index.html included, is revalidated.
 */
async function mountSpa(fastify: FastifyInstance, dist: string, prefix: string, routePrefixes: string[]): Promise<void> {
  const indexFile = join(dist, 'index.html');
  if (!existsSync(indexFile)) return;
  await fastify.register(fastifyStatic, {
    root: dist,
    prefix: `${prefix}/`,
    // One route per built file, found at start: quicker than a wildcard and no file-system lookup per miss.
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', HASHED_ASSETS.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const index = readFileSync(indexFile);
  const etag = contentEtag(index);
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache').header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(index);
  };
  for (const route of routePrefixes) {
    fastify.get(route, sendIndex);
    fastify.get(`${route}/*`, sendIndex);
  }
}

/** One port serves everything: /api, the guest app under /order and the back office under /login and /admin. */
export async function mountSpas(fastify: FastifyInstance, dists: { guest: string | null; admin: string | null }): Promise<void> {
  if (dists.guest) await mountSpa(fastify, dists.guest, '/order', ['/order']);
  if (dists.admin) await mountSpa(fastify, dists.admin, '/admin', ['/admin', '/login']);
  fastify.get('/', (_request, reply) => reply.redirect('/order/start', 302));
}
