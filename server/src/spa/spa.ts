import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentEtag } from '../http/etag.js';

/** Vite names every file under assets/ by its content hash: such a URL never changes its bytes. */
const HASHED_ASSETS = /\/assets\//;

/** URLs a route's page fetches first, which its index.html then asks the browser to fetch at once (none: []). */
export type PreloadsOf = (path: string) => Promise<string[]>;

/** The guest app's menu page of a type (spelled as the guest app's router has it). */
const MENU_PAGE = /^\/order\/menu\/([A-Za-z0-9_-]{1,32})\/?(?:\?.*)?$/;

/** The guest app's preloads: on a menu page, what it fetches first (`openingRequests` of its type). */
export function menuPagePreloads(openingRequests: (typeCode: string) => Promise<string[]>): PreloadsOf {
  return (path) => {
    const type = MENU_PAGE.exec(path)?.[1];
    return type ? openingRequests(type) : Promise.resolve([]);
  };
}

/** At most this many index.html variants (one per set of preloads) are kept. */
const MAX_VARIANTS = 100;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A built single-page app: its files, each served precompressed (`.br`/`.gz` written at build time)
 * when the browser accepts it, and index.html for every client-side route under its prefixes, with the
 * route's preloads in its head. Hashed assets are cached for a year; everything else, index.html
 * included, is revalidated.
 */
async function mountSpa(
  fastify: FastifyInstance,
  dist: string,
  prefix: string,
  routePrefixes: string[],
  preloadsOf: PreloadsOf = () => Promise.resolve([]),
): Promise<void> {
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
  const html = readFileSync(indexFile, 'utf8');
  const variants = new Map<string, { body: Buffer; etag: string }>();
  const variant = (preloads: string[]) => {
    const key = preloads.join(' ');
    let found = variants.get(key);
    if (!found) {
      // `as="fetch"` with `crossorigin`: what the app's own fetch() of that URL then takes from the preload.
      const tags = preloads.map((url) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}">`).join('');
      const body = Buffer.from(html.replace('</head>', `${tags}</head>`));
      if (variants.size >= MAX_VARIANTS) variants.clear();
      found = { body, etag: contentEtag(body) };
      variants.set(key, found);
    }
    return found;
  };
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    // Preloads only speed the page up: without them it loads as it would anyway.
    const { body, etag } = variant(await preloadsOf(request.url).catch(() => []));
    reply.header('Cache-Control', 'no-cache').header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(body);
  };
  for (const route of routePrefixes) {
    fastify.get(route, sendIndex);
    fastify.get(`${route}/*`, sendIndex);
  }
}

/** One port serves everything: /api, the guest app under /order and the back office under /login and /admin. */
export async function mountSpas(
  fastify: FastifyInstance,
  dists: { guest: string | null; admin: string | null },
  guestPreloadsOf?: PreloadsOf,
): Promise<void> {
  if (dists.guest) await mountSpa(fastify, dists.guest, '/order', ['/order'], guestPreloadsOf);
  if (dists.admin) await mountSpa(fastify, dists.admin, '/admin', ['/admin', '/login']);
  fastify.get('/', (_request, reply) => reply.redirect('/order/start', 302));
}
