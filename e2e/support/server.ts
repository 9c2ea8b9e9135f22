import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = join(REPO_ROOT, 'server/dist/server/src/main.js');
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password' };

export interface RunningServer {
  /** http://localhost:PORT: where the tests' own calls (Node's fetch) reach it. */
  url: string;
  /** PUBLIC_URL: where the browser opens it (the same as url unless a public host was given). */
  publicUrl: string;
  port: number;
  dataDir: string;
  /** QR code of demo table 1, read from the seed's log line "table 1 orders at …/order/start?table=…"; empty with SEED_DEMO=false. */
  tableQrCode: string;
  /** Everything the server printed so far (stdout and stderr). */
  output: () => string;
  stop: () => Promise<void>;
}

export interface StartOptions {
  /** Inclusive port range to pick a free port from; each test suite owns one. */
  portRange: [number, number];
  /** Host name for PUBLIC_URL (and so the QR links) instead of localhost; the browser must resolve it to 127.0.0.1. */
  publicHost?: string;
  env?: Record<string, string>;
  startTimeoutMs?: number;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, () => probe.close(() => done(true)));
  });
}

async function freePort([first, last]: [number, number]): Promise<number> {
  const size = last - first + 1;
  const offset = Math.floor(Math.random() * size);
  for (let i = 0; i < size; i++) {
    const port = first + ((offset + i) % size);
    if (await portIsFree(port)) return port;
  }
  throw new Error(`No free port in ${first}–${last}`);
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode} before it was healthy:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Server not healthy after ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts the built server (build first: `npm run build -w server && npm run build -w guest-ui`) on a fresh
 * embedded database in a temp DATA_DIR, with the demo restaurant (unless env has SEED_DEMO: 'false') and a known
 * admin password.
 */
export async function startServer({ portRange, publicHost, env = {}, startTimeoutMs = 120_000 }: StartOptions): Promise<RunningServer> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run "npm run build -w server" first`);
  const port = await freePort(portRange);
  const dataDir = mkdtempSync(join(tmpdir(), 'tischlein-e2e-'));
  const url = `http://localhost:${port}`;
  const publicUrl = publicHost ? `http://${publicHost}:${port}` : url;
  let log = '';
  const child = spawn(process.execPath, [MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'log',
      NODE_ENV: 'test',
      DATABASE_URL: '',
      // The suites act as dozens of guests from one address within minutes: limits ten times the defaults,
      // still on (e2e/guest/server-limits.spec.ts checks them at their real size on a server of its own).
      RATE_LIMIT_FACTOR: '10',
      // A printer that does not answer shows as failing after 2 s, not 30 (e2e/admin/printers.spec.ts).
      PRINTER_FAILING_SECONDS: '2',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log;

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(url, child, output, startTimeoutMs);
  } catch (err) {
    await stop();
    throw err;
  }
  const seeded = env.SEED_DEMO !== 'false';
  const qr = seeded ? /order\/start\?table=([A-Za-z0-9_-]+)/.exec(log)?.[1] : '';
  if (qr === undefined) {
    await stop();
    throw new Error(`The seed did not print table 1's QR code:\n${log}`);
  }
  return { url, publicUrl, port, dataDir, tableQrCode: qr, output, stop };
}
