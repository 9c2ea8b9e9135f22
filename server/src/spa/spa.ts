import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentEtag } from '../http/etag.js';

/** Vite names every file under assets/ by its content hash: such a URL never changes its bytes. */
const HASHED_ASSETS = /\/assets\//;

/** An API answer a route's page asks for first, ready-made: its URL, content tag and JSON bytes. */
interface EmbeddedAnswer {
  url: string;
  etag: string;
  json: Buffer;
}

/** The answers a route's index.html carries (none: []). */
type EmbeddedAnswersOf = (path: string) => Promise<EmbeddedAnswer[]>;

/** The guest app's menu page of a type (spelled as the guest app's router has it). */
const MENU_PAGE = /^\/order\/menu\/([A-Za-z0-9_-]{1,32})\/?(?:\?.*)?$/;

/** The guest app's embedded answers: on a menu page, what it asks for first (`opening` of its type). */
export function menuPageAnswers(opening: (typeCode: string) => Promise<EmbeddedAnswer[]>): EmbeddedAnswersOf {
  return (path) => {
    const type = MENU_PAGE.exec(path)?.[1];
    return type ? opening(type) : Promise.resolve([]);
  };
}

/** The element the guest app reads them from (guest-ui/src/api/embedded-answers.ts). */
const EMBEDDED_ANSWERS_ID = 'embedded-answers';

/**
 * The answers as a JSON data block, `{ url: answer }`. A data block is not run as script (the CSP does not
 * apply to it); every `<` is escaped so no text in the menu can end the element.
 */
function embeddedAnswersTag(answers: EmbeddedAnswer[]): string {
  if (answers.length === 0) return '';
  const json = `{${answers.map(({ url, json }) => `${JSON.stringify(url)}:${json.toString('utf8')}`).join(',')}}`;
  return `<script type="application/json" id="${EMBEDDED_ANSWERS_ID}">${json.replace(/</g, '\\u003c')}</script>`;
}

/** At most this many index.html variants (one per set of preloads) are kept. */
const MAX_VARIANTS = 100;

/**
 * A built single-page app: its files, each served precompressed (`.br`/`.gz` written at build time)
 * when the browser accepts it, and index.html for every client-side route under its prefixes, with the
 * API answers the route's page asks for first in its head (one request fewer each before the first paint). Hashed assets are cached for a year; everything else, index.html
 * included, is revalidated.
 */
async function mountSpa(
  fastify: FastifyInstance,
  dist: string,
  prefix: string,
  routePrefixes: string[],
  answersOf: EmbeddedAnswersOf = () => Promise.resolve([]),
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
  const variant = (answers: EmbeddedAnswer[]) => {
    const key = answers.map(({ url, etag }) => `${url} ${etag}`).join(' ');
    let found = variants.get(key);
    if (!found) {
      const body = Buffer.from(html.replace('</head>', `${embeddedAnswersTag(answers)}</head>`));
      if (variants.size >= MAX_VARIANTS) variants.clear();
      found = { body, etag: contentEtag(body) };
      variants.set(key, found);
    }
    return found;
  };
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    // The answers only speed the page up: without them it asks for them as it would anyway.
    const { body, etag } = variant(await answersOf(request.url).catch(() => []));
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
  guestAnswersOf?: EmbeddedAnswersOf,
): Promise<void> {
  if (dists.guest) await mountSpa(fastify, dists.guest, '/order', ['/order'], guestAnswersOf);
  if (dists.admin) await mountSpa(fastify, dists.admin, '/admin', ['/admin', '/login']);
  fastify.get('/', (_request, reply) => reply.redirect('/order/start', 302));
}
