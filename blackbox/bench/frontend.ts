import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { Client } from '../harness/http.js';
import { ADMIN } from '../harness/server-process.js';
import { type MenuLine, startBareReactPage } from './bare-react-page.js';
import type { BenchFigure } from './figure.js';
import { information } from './figures.js';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];
const PAGE_TIMEOUT_MS = 30_000;
const KB = 1024;

// Targets of issue 14; for the guest pages Lighthouse measures, those of issue 32 (the QR landing page and the menu).
const GUEST_JS_TARGET_KB = 90;
const BARE_REACT_PAGE_KB = 69;
const ADMIN_JS_TARGET_KB = 150;
const LIGHTHOUSE_SCORE_TARGET = 98;
const LCP_TARGET_MS = 1500;
const CLS_TARGET = 0.02;

/** One script as the browser received it: gzip -9 of its body (what the server's .gz file holds) and the bytes on the wire. */
interface ScriptTransfer {
  url: string;
  gzipBytes: number;
  wireBytes: number;
  encoding: string;
}

/** Records the scripts a page receives from now on; `settle()` waits for their bodies. */
function recordScripts(page: Page): { settle: () => Promise<ScriptTransfer[]> } {
  const pending: Array<Promise<ScriptTransfer>> = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(measureScript(response));
  };
  page.on('response', onResponse);
  return {
    settle: async () => {
      page.off('response', onResponse);
      return Promise.all(pending);
    },
  };
}

async function measureScript(response: Response): Promise<ScriptTransfer> {
  const [body, sizes] = await Promise.all([response.body(), response.request().sizes()]);
  return {
    url: new URL(response.url()).pathname,
    gzipBytes: gzipSync(body, { level: 9 }).length,
    wireBytes: sizes.responseBodySize,
    encoding: (await response.headerValue('content-encoding')) ?? 'identity',
  };
}

const sum = (scripts: ScriptTransfer[], key: 'gzipBytes' | 'wireBytes') => scripts.reduce((total, s) => total + s[key], 0);

/** How the server sent the scripts, for the note: the encodings seen and the bytes on the wire. */
function transferNote(scripts: ScriptTransfer[]): string {
  const encodings = [...new Set(scripts.map((s) => s.encoding))].join('+');
  return `${scripts.length} scripts, gzip -9 of each body summed; sent as ${encodings}, ${(sum(scripts, 'wireBytes') / KB).toFixed(1)} KB on the wire`;
}

/** A guest session for a table, as scanning its QR code starts it; returns the menu page's path. */
async function openGuestSession(page: Page, baseUrl: string, tableCode: string): Promise<string> {
  await page.goto(`${baseUrl}/order/start?table=${encodeURIComponent(tableCode)}`);
  await page.waitForURL(/\/order\/(choose|menu\/[^/]+)$/, { timeout: PAGE_TIMEOUT_MS });
  if (!page.url().includes('/order/menu/')) {
    await page.locator('main button').first().click();
    await page.waitForURL(/\/order\/menu\/[^/]+$/, { timeout: PAGE_TIMEOUT_MS });
  }
  return new URL(page.url()).pathname;
}

/** The menu page is shown: its category navigation and at least one dish. */
async function waitForMenu(page: Page): Promise<void> {
  await page.getByRole('navigation').first().waitFor({ timeout: PAGE_TIMEOUT_MS });
  await page.waitForLoadState('networkidle', { timeout: PAGE_TIMEOUT_MS });
}

async function firstTableCode(baseUrl: string): Promise<string> {
  const client = new Client(baseUrl);
  const { jwt } = await client.post<{ jwt: string }>('/api/auth', ADMIN);
  const tables = await client.get<{ content: Array<{ qrCode: string; active: boolean }> }>('/api/admin/tables?size=100', jwt);
  const code = tables.content.find((t) => t.active)?.qrCode;
  if (!code) throw new Error('the demo data has no active table');
  return code;
}

/** When the page's largest paint happened and when each script was asked for (ms since navigation), by path. */
async function paintAndScriptTimes(page: Page): Promise<{ lcp: number; started: Map<string, number> }> {
  const { lcp, scripts } = await page.evaluate(async () => {
    // Runs in the page; the bench's own (Node) types do not know the browser's entry type.
    const lcpType = 'largest-contentful-paint' as unknown as 'mark';
    const lcp = await new Promise<number>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({ type: lcpType, buffered: true });
    });
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => [new URL(entry.name).pathname, entry.startTime] as const);
    return { lcp, scripts };
  });
  return { lcp, started: new Map(scripts) };
}

/**
 * Guest app: the scripts the menu page loads (opened fresh, with a running table session) until it is idle. The
 * target counts those asked for before the menu's largest paint; what the page loads after it (the live
 * connection for service calls, the shared basket and sold-out items) is reported beside it.
 */
async function guestInitialJs(browser: Browser, baseUrl: string, tableCode: string): Promise<BenchFigure[]> {
  const phone = { viewport: { width: 360, height: 740 }, locale: 'de-AT' };
  const scan = await browser.newContext(phone);
  let menuPath: string;
  let storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  try {
    menuPath = await openGuestSession(await scan.newPage(), baseUrl, tableCode);
    storageState = await scan.storageState();
  } finally {
    await scan.close();
  }
  // A fresh context with only the session: nothing cached, as when the guest opens the menu later.
  const context = await browser.newContext({ ...phone, storageState });
  try {
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(baseUrl + menuPath);
    await waitForMenu(page);
    const received = await scripts.settle();
    const { lcp, started } = await paintAndScriptTimes(page);
    const beforePaint = received.filter((s) => (started.get(s.url) ?? 0) < lcp);
    const afterPaint = received.filter((s) => !beforePaint.includes(s));
    const kb = sum(beforePaint, 'gzipBytes') / KB;
    const laterKb = sum(afterPaint, 'gzipBytes') / KB;
    return [
      {
        what: 'guest app: initial JS of the menu page, gzipped',
        database: null,
        figure: round(kb, 1),
        unit: 'KB',
        limit: { label: 'bare React 19 page', value: BARE_REACT_PAGE_KB },
        ratio: round(kb / BARE_REACT_PAGE_KB, 2),
        target: `≤ ${GUEST_JS_TARGET_KB} KB`,
        met: kb <= GUEST_JS_TARGET_KB,
        note: `${menuPath} opened fresh; scripts asked for before the largest paint (${round(lcp, 0)} ms); ${transferNote(beforePaint)}`,
      },
      information(
        'guest app: JS the menu page loads after its largest paint, gzipped',
        null,
        round(laterKb, 1),
        'KB',
        `until network idle: ${afterPaint.map((s) => s.url.split('/').pop()).join(', ') || 'none'}`,
      ),
    ];
  } finally {
    await context.close();
  }
}

/** Back office: the scripts received until the login form is visible. */
async function adminLoginJs(browser: Browser, baseUrl: string): Promise<BenchFigure> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'de-AT' });
  try {
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(`${baseUrl}/login`);
    await page.locator('input[name="password"]').waitFor({ state: 'visible', timeout: PAGE_TIMEOUT_MS });
    const received = await scripts.settle();
    const kb = sum(received, 'gzipBytes') / KB;
    return {
      what: 'back office: JS before the login form shows, gzipped',
      database: null,
      figure: round(kb, 1),
      unit: 'KB',
      limit: null,
      ratio: null,
      target: `≤ ${ADMIN_JS_TARGET_KB} KB`,
      met: kb <= ADMIN_JS_TARGET_KB,
      note: `/login until the password field is visible; ${transferNote(received)}`,
    };
  } finally {
    await context.close();
  }
}

/** Lighthouse's figures of one page. */
interface PageFigures {
  score: number;
  lcpMs: number;
  cls: number;
  version: string;
  report: unknown;
}

/** A page's figures over several runs: the median of each, and the LCP of every run. */
interface MedianFigures extends PageFigures {
  lcpRunsMs: number[];
}

/**
 * Lighthouse's figures of a page vary from run to run (here chiefly with when headless Chromium reports the first
 * frame as shown, which decides what its simulation counts before the paint); its documentation advises the
 * median of five runs.
 */
const LIGHTHOUSE_RUNS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Runs a page `LIGHTHOUSE_RUNS` times: each figure's median; the report is the run with the median LCP. */
async function medianOfRuns(runOnce: () => Promise<PageFigures>): Promise<MedianFigures> {
  const runs: PageFigures[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await runOnce());
  const lcpRunsMs = runs.map((run) => run.lcpMs);
  const medianLcp = median(lcpRunsMs);
  return {
    score: median(runs.map((run) => run.score)),
    lcpMs: medianLcp,
    cls: median(runs.map((run) => run.cls)),
    version: runs[0].version,
    report: runs.find((run) => run.lcpMs === medianLcp)!.report,
    lcpRunsMs,
  };
}

interface LighthouseResult {
  /** The page a QR code opens (`/order/start?table=…`), as a first visit: nothing stored, nothing cached. */
  start: MedianFigures;
  startPath: string;
  /** The menu page with the guest's session (as after a reload). */
  menu: MedianFigures;
  menuPath: string;
  /** The same run on a bare React 19 page with the menu page's first items. */
  bareReactLcpMs: number;
}

/**
 * Lighthouse's default (mobile) run of one page: emulated mid-range phone, simulated slow 4G; the report's figures.
 * `keepStorage`: the page's origin keeps what it stored (a guest session), else it starts empty as a first visit.
 */
async function runLighthouse(port: number, url: string, { keepStorage }: { keepStorage: boolean }): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
    logLevel: 'error',
    output: 'json',
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift'].numericValue ?? Number.NaN,
    version: lhr.lighthouseVersion,
    report: lhr,
  };
}

/** The menu page's first items as the guest sees them, for the bare React page. */
async function firstMenuLines(baseUrl: string, menuPath: string): Promise<MenuLine[]> {
  const client = new Client(baseUrl);
  const type = menuPath.split('/').pop()!.toUpperCase();
  const [category] = await client.get<Array<{ categoryId: number }>>(`/api/menu/categories?type=${encodeURIComponent(type)}`);
  const items = await client.get<Array<{ name: string; description: string | null; basePrice: number }>>(
    `/api/menu/items?category=${category.categoryId}`,
  );
  return items.map((item) => ({
    name: item.name,
    description: item.description ?? '',
    price: `€ ${item.basePrice.toFixed(2).replace('.', ',')}`,
  }));
}

/** Writes a page's whole Lighthouse report (LCP element, layout shifts, requests) where BENCH_LIGHTHOUSE_REPORT says, for whoever explains a figure. */
function keepReport(page: 'start' | 'menu', figures: MedianFigures): void {
  const path = process.env.BENCH_LIGHTHOUSE_REPORT;
  if (path) writeFileSync(path.replace(/(\.json)?$/, `-${page}.json`), JSON.stringify(figures.report, null, 1));
}

/** Does something in a new tab of Lighthouse's Chromium (its profile: what it stores, Lighthouse's runs find). */
async function inChrome<T>(port: number, act: (page: Page) => Promise<T>): Promise<T> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    const result = await act(page);
    await page.close();
    return result;
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse on the page a QR code opens (a first visit), then on the menu page (with the session Playwright started
 * there, the HTTP cache emptied), then on a bare React 19 page showing the menu's first items (its limit).
 */
async function lighthouseGuestPages(baseUrl: string, tableCode: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const startPath = `/order/start?table=${encodeURIComponent(tableCode)}`;
    const start = await medianOfRuns(() => runLighthouse(chrome.port, baseUrl + startPath, { keepStorage: false }));
    keepReport('start', start);
    const menuPath = await inChrome(chrome.port, (page) => openGuestSession(page, baseUrl, tableCode));
    const menu = await medianOfRuns(async () => {
      // Only the session stays: each run must load the app as a first visit, not from the HTTP cache.
      await inChrome(
        chrome.port,
        async (page) => void (await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache')),
      );
      return runLighthouse(chrome.port, baseUrl + menuPath, { keepStorage: true });
    });
    keepReport('menu', menu);
    const bare = await startBareReactPage(await firstMenuLines(baseUrl, menuPath));
    try {
      const bareReactLcpMs = (await runLighthouse(chrome.port, bare.url, { keepStorage: true })).lcpMs;
      return { start, startPath, menu, menuPath, bareReactLcpMs };
    } finally {
      await bare.stop();
    }
  } finally {
    chrome.kill();
  }
}

/** Performance, LCP and CLS of one guest page against the targets. */
function pageFigures(name: string, path: string, figures: MedianFigures, bareReactLcpMs?: number): BenchFigure[] {
  const runs = `median of ${LIGHTHOUSE_RUNS} runs (LCP ${figures.lcpRunsMs.map((ms) => Math.round(ms)).join(', ')} ms)`;
  const note = `Lighthouse ${figures.version}, default mobile settings (simulated throttling), ${path}, ${runs}`;
  const absolute = { database: null, limit: null, ratio: null, note };
  return [
    {
      what: `${name}: Lighthouse mobile performance`,
      ...absolute,
      figure: figures.score,
      unit: 'score',
      target: `≥ ${LIGHTHOUSE_SCORE_TARGET}`,
      met: figures.score >= LIGHTHOUSE_SCORE_TARGET,
    },
    {
      what: `${name}: Lighthouse mobile LCP`,
      ...absolute,
      figure: Math.round(figures.lcpMs),
      unit: 'ms',
      ...(bareReactLcpMs === undefined
        ? {}
        : {
            limit: { label: 'bare React 19 page, same items', value: Math.round(bareReactLcpMs) },
            ratio: round(figures.lcpMs / bareReactLcpMs, 2),
          }),
      target: `≤ ${LCP_TARGET_MS} ms`,
      met: figures.lcpMs <= LCP_TARGET_MS,
    },
    {
      what: `${name}: Lighthouse mobile CLS`,
      ...absolute,
      figure: round(figures.cls, 3),
      unit: '',
      target: `≤ ${CLS_TARGET}`,
      met: figures.cls <= CLS_TARGET,
    },
  ];
}

function lighthouseFigures(result: LighthouseResult): BenchFigure[] {
  return [
    ...pageFigures('guest QR landing page', result.startPath.replace(/table=.*/, 'table=…'), result.start),
    ...pageFigures('guest menu page', result.menuPath, result.menu, result.bareReactLcpMs),
    {
      what: 'bare React 19 page: Lighthouse mobile LCP',
      database: null,
      limit: null,
      ratio: null,
      figure: Math.round(result.bareReactLcpMs),
      unit: 'ms',
      target: '—',
      met: true,
      note: 'the menu page’s first items rendered by react-dom as soon as its one script runs; bare node:http, gzip',
    },
  ];
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * Figures of the served apps against a running product with the demo data (issue 14): the guest app's initial
 * script, the back office's script before its login form, and (unless quick) Lighthouse mobile on the QR landing page
 * and the menu page.
 */
export async function frontendFigures(baseUrl: string, opts: { quick: boolean }): Promise<BenchFigure[]> {
  const tableCode = await firstTableCode(baseUrl);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const figures: BenchFigure[] = [];
  try {
    figures.push(...(await guestInitialJs(browser, baseUrl, tableCode)));
    figures.push(await adminLoginJs(browser, baseUrl));
    if (!opts.quick) figures.push(...lighthouseFigures(await lighthouseGuestPages(baseUrl, tableCode)));
  } finally {
    await browser.close();
  }
  return figures;
}
