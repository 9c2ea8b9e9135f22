import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentEtag, matchesEtag } from '../http/etag.js';
import { guestLanguage } from '../common/translations.js';
import type { Favicon, RestaurantFace } from '../metadata/restaurant-face.service.js';
import type { FirstScreen, FirstScreenPainter } from './first-screen.js';

/** Vite names every file under assets/ by its content hash: such a URL never changes its bytes. */
const HASHED_ASSETS = /\/assets\//;

/** An API answer a route's page asks for first, ready-made: its URL, content tag and JSON bytes. */
interface EmbeddedAnswer {
  url: string;
  etag: string;
  json: Buffer;
}

/** The answers a route's index.html carries (none: []); `acceptLanguage` says in which language to give them. */
type EmbeddedAnswersOf = (path: string, acceptLanguage?: string) => Promise<EmbeddedAnswer[]>;

/** The guest app's menu page of a type (spelled as the guest app's router has it). */
const MENU_PAGE = /^\/order\/menu\/([A-Za-z0-9_-]{1,32})\/?(?:\?.*)?$/;
/** The page a QR code opens (order-start) and the one it goes on to (choose-type): both show the menu types. */
const START_PAGE = /^\/order\/(?:start|choose)\/?(?:\?.*)?$/;

/**
 * The guest app's embedded answers, in the browser's language (the app's first language, and the one it keeps unless
 * the guest chooses another): on a menu page what it asks for first (`opening` of its type); on the page a QR code
 * opens, the menu types (`starting`), so choose-type needs no request of its own.
 */
export function guestPageAnswers(sources: {
  opening: (typeCode: string, acceptLanguage?: string) => Promise<EmbeddedAnswer[]>;
  starting: (acceptLanguage?: string) => Promise<EmbeddedAnswer[]>;
}): EmbeddedAnswersOf {
  return (path, acceptLanguage) => {
    const type = MENU_PAGE.exec(path)?.[1];
    if (type) return sources.opening(type, acceptLanguage);
    return START_PAGE.test(path) ? sources.starting(acceptLanguage) : Promise.resolve([]);
  };
}

/** A page whose first screen the server draws: its URL as the app's first render sees it, and its language. */
interface PageOpened {
  url: string;
  language: string;
}

/**
 * The guest page a request opens whose first screen the server draws: the page a QR code opens (table or takeaway:
 * only that shows on it, so every table's page is drawn once) and choose-type, a first visit's pages; null for the
 * others (the menu shows what the phone's session holds, which only the app knows). The language is the one the
 * page's answers are in.
 */
function guestPageOpened(url: string, acceptLanguage?: string): PageOpened | null {
  if (!START_PAGE.test(url)) return null;
  const language = guestLanguage(undefined, acceptLanguage);
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  if (pathname.startsWith('/order/choose')) return { url: '/order/choose', language };
  return { url: searchParams.get('table') ? '/order/start?table=any' : '/order/start', language };
}

/** The element the guest app reads them from (guest-ui/src/api/embedded-answers.ts). */
const EMBEDDED_ANSWERS_ID = 'embedded-answers';
/** The element the guest app reads the restaurant's name and logo from (guest-ui/src/api/restaurant-face.ts). */
const RESTAURANT_FACE_ID = 'restaurant-face';

/**
 * A JSON data block. A data block is not run as script (the CSP does not apply to it); every `<` is escaped so
 * no text in it (a menu's, a restaurant name) can end the element.
 */
function dataBlock(id: string, json: string): string {
  return `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>`;
}

/** The answers as JSON, `{ url: answer }`. */
function answersJson(answers: EmbeddedAnswer[]): string {
  return `{${answers.map(({ url, json }) => `${JSON.stringify(url)}:${json.toString('utf8')}`).join(',')}}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The built page with the restaurant's face: its title in German, the page's language until the app has its texts
 * (guest-ui's `app.title`), so the tab reads right before any script runs; the favicon under its current version.
 * Replacer functions: a `$` in a name is no replacement pattern.
 */
function withFace(html: string, face: RestaurantFace): string {
  const title = `<title>${escapeHtml(`${face.name} – Bestellen`)}</title>`;
  return html.replace(/<title>[^<]*<\/title>/, () => title).replace(/href="\/favicon\.ico"/, () => `href="${escapeHtml(face.iconUrl)}"`);
}

/** The page's data blocks by element id: the answers its route asks for first, the name and logo for the app's header. */
function dataBlocksOf(answers: EmbeddedAnswer[], face: RestaurantFace | null): Record<string, string> {
  const blocks: Record<string, string> = {};
  if (answers.length > 0) blocks[EMBEDDED_ANSWERS_ID] = answersJson(answers);
  if (face) blocks[RESTAURANT_FACE_ID] = JSON.stringify({ name: face.name, logoUrl: face.logoUrl });
  return blocks;
}

/**
 * The page with its first screen in `#root` (it paints before the app's scripts have come; the app then takes it
 * over) and in the screen's language and direction from the start (no flip to Arabic).
 */
function withFirstScreen(html: string, { html: screen, language, direction }: FirstScreen): string {
  return html
    .replace(/<html lang="[^"]*">/, () => `<html lang="${escapeHtml(language)}" dir="${direction === 'rtl' ? 'rtl' : 'ltr'}">`)
    .replace('<div id="root"></div>', () => `<div id="root">${screen}</div>`);
}

/** At most this many index.html variants (one per set of preloads) are kept. */
const MAX_VARIANTS = 100;

/** What a built page's index.html carries beside the app: the answers its route asks for first, the restaurant's face, its first screen. */
interface IndexExtras {
  answersOf?: EmbeddedAnswersOf;
  faceOf?: () => Promise<RestaurantFace>;
  firstScreen?: { painter: FirstScreenPainter; pageOf: (url: string, acceptLanguage?: string) => PageOpened | null };
}

/**
 * A built single-page app: its files, each served precompressed (`.br`/`.gz` written at build time)
 * when the browser accepts it, and index.html for every client-side route under its prefixes, with the
 * API answers the route's page asks for first in its head (one request fewer each before the first paint)
 * and the restaurant's face. Hashed assets are cached for a year; everything else, index.html included, is revalidated.
 */
async function mountSpa(
  fastify: FastifyInstance,
  dist: string,
  prefix: string,
  routePrefixes: string[],
  { answersOf = () => Promise.resolve([]), faceOf, firstScreen }: IndexExtras = {},
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
  // Drawn once per face, answers, page and language: a page's first screen shows only what these say.
  const variant = async (answers: EmbeddedAnswer[], face: RestaurantFace | null, opened: PageOpened | null) => {
    const key = `${JSON.stringify(face)} ${opened ? `${opened.url} ${opened.language}` : '-'} ${answers.map(({ url, etag }) => `${url} ${etag}`).join(' ')}`;
    let found = variants.get(key);
    if (!found) {
      const dataBlocks = dataBlocksOf(answers, face);
      const blocks = Object.entries(dataBlocks).map(([id, json]) => dataBlock(id, json));
      let page = (face ? withFace(html, face) : html).replace('</head>', () => `${blocks.join('')}</head>`);
      const screen = opened && firstScreen ? await firstScreen.painter({ ...opened, dataBlocks }) : null;
      if (screen) page = withFirstScreen(page, screen);
      const body = Buffer.from(page);
      if (variants.size >= MAX_VARIANTS) variants.clear();
      found = { body, etag: contentEtag(body) };
      variants.set(key, found);
    }
    return found;
  };
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const acceptLanguage = request.headers['accept-language'];
    // All three only improve the page: without the answers it asks for them, without the face it shows the
    // product's, without its first screen it shows once the app has rendered.
    const [answers, face] = await Promise.all([
      answersOf(request.url, acceptLanguage).catch(() => []),
      faceOf?.().catch(() => null) ?? null,
    ]);
    const { body, etag } = await variant(answers, face, firstScreen?.pageOf(request.url, acceptLanguage) ?? null);
    reply.header('Cache-Control', 'no-cache').header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(body);
  };
  for (const route of routePrefixes) {
    fastify.get(route, sendIndex);
    fastify.get(`${route}/*`, sendIndex);
  }
}

/** /favicon.ico for both apps (and browsers that ask for it unbidden): the restaurant's logo or the product's icon. */
function mountFavicon(fastify: FastifyInstance, faviconOf: () => Promise<Favicon>): void {
  fastify.get('/favicon.ico', async (request, reply) => {
    const { body, etag } = await faviconOf();
    // Revalidated: the pages link it with a version, but a browser asking unbidden uses the bare URL.
    reply.header('Cache-Control', 'no-cache').header('ETag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('image/png').send(body);
  });
}

interface SpaSources {
  /** The answers a guest page asks for first. */
  guestAnswersOf?: EmbeddedAnswersOf;
  /** Draws a guest page's first screen (the guest app's build of it), for the pages `guestPageOpened` names. */
  guestFirstScreen?: FirstScreenPainter | null;
  /** The restaurant's name, logo and favicon version for the guest pages. */
  guestFaceOf?: () => Promise<RestaurantFace>;
  faviconOf?: () => Promise<Favicon>;
}

/** One port serves everything: /api, the guest app under /order and the back office under /login and /admin. */
export async function mountSpas(
  fastify: FastifyInstance,
  dists: { guest: string | null; admin: string | null },
  { guestAnswersOf, guestFaceOf, guestFirstScreen, faviconOf }: SpaSources = {},
): Promise<void> {
  if (dists.guest) {
    const firstScreen = guestFirstScreen ? { painter: guestFirstScreen, pageOf: guestPageOpened } : undefined;
    await mountSpa(fastify, dists.guest, '/order', ['/order'], { answersOf: guestAnswersOf, faceOf: guestFaceOf, firstScreen });
  }
  if (dists.admin) await mountSpa(fastify, dists.admin, '/admin', ['/admin', '/login']);
  if (faviconOf) mountFavicon(fastify, faviconOf);
  fastify.get('/', (_request, reply) => reply.redirect('/order/start', 302));
}
