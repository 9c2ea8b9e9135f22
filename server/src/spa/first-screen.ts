import { existsSync, readFileSync } from 'node:fs';
import { Script, createContext } from 'node:vm';

/** A page load's first screen as the guest app draws it: markup for `#root`, in this language and direction. */
export interface FirstScreen {
  html: string;
  language: string;
  direction: 'ltr' | 'rtl';
}

/** What a page is: its URL, the language its answers are in, and its data blocks' text by element id. */
export interface PageToDraw {
  url: string;
  language: string;
  dataBlocks: Record<string, string>;
}

/** Draws a page's first screen; null when it cannot (the page then shows as the app renders it). */
export type FirstScreenPainter = (page: PageToDraw) => Promise<FirstScreen | null>;

/** The name the build gives its result (guest-ui/vite.config.ts, `firstScreenBuild`). */
const BUILD_GLOBAL = 'TischleinFirstScreen';
/** Past this, the page goes out without its first screen. */
const DRAW_TIMEOUT_MS = 2000;

interface FirstScreenBuild {
  drawFirstScreen: () => Promise<FirstScreen>;
}

/** No network while drawing: the page's own answers are all the app may use (what is missing shows as loading). */
const noNetwork = () => Promise.reject(new Error('no network while drawing the first screen'));

/** React's server renderer makes one at load for streaming, which renderToString never uses; a real one would keep the process alive. */
class UnusedMessageChannel {
  port1 = {};
  port2 = { postMessage: () => undefined };
}

/** A fresh page's empty localStorage (the app keeps its caches there), as far as the app uses it. */
class PageStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/**
 * The globals of a fresh guest page as far as the app's first render reads them: its location, the browser's
 * language, the data blocks index.html carries, and empty storage (no session, no saved language: the guest's own
 * come with the app's render in the browser).
 */
function freshPage({ url, language, dataBlocks }: PageToDraw): Record<string, unknown> {
  const page: Record<string, unknown> = {
    location: new URL(url, 'http://localhost'),
    navigator: { languages: [language], language },
    document: {
      getElementById: (id: string) => (id in dataBlocks ? { textContent: dataBlocks[id] } : null),
      documentElement: { setAttribute: () => undefined },
    },
    localStorage: new PageStorage(),
    performance: { now: () => 0 },
    fetch: noNetwork,
    MessageChannel: UnusedMessageChannel,
    URL,
    URLSearchParams,
    TextEncoder,
    TextDecoder,
    AbortController,
    setTimeout,
    clearTimeout,
    queueMicrotask,
    console,
  };
  page.window = page;
  page.self = page;
  return page;
}

function timeout(ms: number): Promise<never> {
  return new Promise((_resolve, reject) => setTimeout(() => reject(new Error(`no first screen within ${ms} ms`)), ms).unref());
}

/**
 * The guest app's own code drawing a page's first screen (guest-ui/src/first-screen.tsx), from its build beside the
 * app's (`dist-first-screen`); null when there is none (a server started without the guest app built).
 *
 * Each page is drawn in a new sandbox that looks like the fresh page, so nothing the app keeps in its modules (its
 * caches, the page's answers) carries from one page to the next; the build is compiled once.
 */
export function firstScreenPainter(buildFile: string): FirstScreenPainter | null {
  if (!existsSync(buildFile)) return null;
  const script = new Script(`${readFileSync(buildFile, 'utf8')}\n${BUILD_GLOBAL};`, { filename: buildFile });
  return async (page) => {
    try {
      const build = script.runInContext(createContext(freshPage(page)), { timeout: DRAW_TIMEOUT_MS }) as FirstScreenBuild;
      return await Promise.race([build.drawFirstScreen(), timeout(DRAW_TIMEOUT_MS)]);
    } catch {
      return null;
    }
  };
}
