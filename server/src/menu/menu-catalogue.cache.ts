import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { contentEtag } from '../http/etag.js';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** One guest menu answer as ready-made bytes: plain, brotli and gzip, and its content tag. */
export interface CataloguePage {
  etag: string;
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * A page is rebuilt at the latest after this long even if no change was heard: the change message
 * between server processes travels over LISTEN/NOTIFY and could be lost while a connection restarts.
 */
export const CATALOGUE_MAX_AGE_MS = 30_000;
/** Query values pick the pages (any category id, any type code): beyond this many, start afresh. */
const MAX_PAGES = 500;

async function toPage(value: unknown): Promise<CataloguePage> {
  const plain = Buffer.from(JSON.stringify(value));
  const [br, gz] = await Promise.all([
    brotli(plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: plain.length } }),
    gzipped(plain, { level: 9 }),
  ]);
  return { etag: contentEtag(plain), plain, br, gzip: gz };
}

/**
 * The public menu (what guests read most) kept in memory as ready answers. Every page is built once
 * by the first reader, shared by readers meanwhile, and dropped on `menu.changed` — which the back
 * office's menu writes raise here and, through the live feed's adapter, on every other process.
 */
@Injectable()
export class MenuCatalogueCache {
  private readonly pages = new Map<string, { page: Promise<CataloguePage>; builtAt: number; built?: CataloguePage }>();

  get(key: string, build: () => Promise<unknown>, now = Date.now()): Promise<CataloguePage> {
    const cached = this.pages.get(key);
    if (cached && now - cached.builtAt < CATALOGUE_MAX_AGE_MS) return cached.page;
    if (this.pages.size >= MAX_PAGES) this.pages.clear();
    const page = build().then(toPage);
    const entry: { page: Promise<CataloguePage>; builtAt: number; built?: CataloguePage } = { page, builtAt: now };
    this.pages.set(key, entry);
    page.then(
      (built) => (entry.built = built),
      // A failed build is not kept: the next reader tries again.
      () => {
        if (this.pages.get(key) === entry) this.pages.delete(key);
      },
    );
    return page;
  }

  /** The page under `key` if it is built and current, without waiting or building: undefined otherwise. */
  built(key: string, now = Date.now()): CataloguePage | undefined {
    const cached = this.pages.get(key);
    return cached && now - cached.builtAt < CATALOGUE_MAX_AGE_MS ? cached.built : undefined;
  }

  @OnEvent('menu.changed')
  clear(): void {
    this.pages.clear();
  }
}
