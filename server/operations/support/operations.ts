import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN } from '../../bench/server-process.js';
import type { Client } from '../../bench/http.js';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const MAIN_JS = join(serverDir, 'dist/server/src/main.js');
const CLI_JS = join(serverDir, 'dist/server/src/backup/cli.js');
const CLI_TIMEOUT_MS = 120_000;

/** PostgreSQL to create the suite's databases on (TEST_DATABASE_URL, as for the API tests); null runs the embedded database only. */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? null;
export const DATABASES: Array<'pglite' | 'postgres'> = POSTGRES_URL ? ['pglite', 'postgres'] : ['pglite'];

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** The suite runs what `npm run build` made: it refuses a missing build, or one older than the server's sources. */
export function assertBuilt(): void {
  if (!existsSync(MAIN_JS) || !existsSync(CLI_JS)) throw new Error(`No build at ${MAIN_JS}: run "npm run build" first`);
  const built = statSync(CLI_JS).mtimeMs;
  if (newestSource(join(serverDir, 'src')) > built || newestSource(join(serverDir, '../migrations')) > built) {
    throw new Error('The build is older than the server sources: run "npm run build" first');
  }
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built backup CLI with only the given storage settings (none inherited from this process). */
export function runCli(args: string[], env: Record<string, string>): Promise<CliResult> {
  const { DATABASE_URL: _u, DATA_DIR: _d, PORT: _p, ADMIN_USERNAME: _n, ADMIN_PASSWORD: _w, ...inherited } = process.env;
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [CLI_JS, ...args], { env: { ...inherited, ...env }, timeout: CLI_TIMEOUT_MS });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) => resolvePromise({ code, stdout, stderr }));
  });
}

/** The admin account the bench's servers create, as the CLI's environment names it. */
export const ADMIN_ENV = { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };

export interface StaffOrder {
  orderId: number;
  orderNumber: number;
  status: string;
  grossAmount: number;
  itemsCount: number;
  invoiceNumber: string | null;
  items: Array<{ menuItemName: string; quantity: number; priceFinal: number; addings: string[]; vatRate: string }>;
}

const PAGE_SIZE = 1000;
const MAX_PAGES = 50;

/** Every order through the back office's list (with items), oldest number first. */
export async function allOrders(client: Client, adminToken: string): Promise<StaffOrder[]> {
  const orders: StaffOrder[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await client.get<{ content: StaffOrder[]; totalElements: number }>(
      `/api/admin/orders?size=${PAGE_SIZE}&page=${page}&sort=orderNumber,asc`,
      adminToken,
    );
    orders.push(...answer.content);
    if (orders.length >= answer.totalElements || answer.content.length === 0) return orders;
  }
  throw new Error(`more than ${MAX_PAGES * PAGE_SIZE} orders`);
}

export const cents = (euro: number) => Math.round(euro * 100);

/** Waits until `done` holds, checking every 50 ms, for at most `timeoutMs`. */
export async function waitUntil(done: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolveTimer) => setTimeout(resolveTimer, 50));
  }
}
