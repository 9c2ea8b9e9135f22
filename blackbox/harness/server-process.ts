import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from './databases.js';

export const ADMIN = { username: 'admin', password: 'bench-admin-password' };
// A cold start on the embedded database (initdb, migrations, demo seed) took over 60 s once in CI, beside two other
// suites on a busy two-core machine; a healthy start takes 3–15 s.
const START_TIMEOUT_MS = 150_000;
const STOP_TIMEOUT_MS = 10_000;

export interface RunningServer {
  baseUrl: string;
  database: 'pglite' | 'postgres';
  /** The product child's process id (for its RSS). */
  pid: number;
  /** The PostgreSQL database it uses (null on the embedded one). */
  databaseUrl: string | null;
  /** Its DATA_DIR (the embedded database when databaseUrl is null). */
  dataDir: string;
  jwtSecret: string;
  stop(): Promise<void>;
  /** Ends the process at once with SIGKILL (no shutdown hooks run); resolves when it has exited. Keeps its data. */
  kill(): Promise<void>;
}

export interface ServerOptions {
  /** A PostgreSQL server URL: the product gets its own new database there (dropped on stop). */
  postgresUrl?: string;
  /** An existing database to share with another product process (not dropped on stop). */
  sharedDatabaseUrl?: string;
  /** Share the token secret with another process, so one staff token works on both. */
  jwtSecret?: string;
  /** An existing DATA_DIR (an embedded database to start on; kept on stop). */
  dataDir?: string;
  /** The port to listen on (a restart on the same address); default: a free one. */
  port?: number;
}

/** A free loopback port, found by letting the OS pick one. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

// What the product prints once it listens (server/src/main.ts).
const SERVING = 'Tischlein is serving on';

/**
 * Waits until the child says it listens and then answers /api/health. Health alone is not enough: the port was free
 * when picked, but until the child binds it, another suite's test server (listening on a port the OS chose) may take
 * it and answer; the child then fails to listen and exits.
 */
async function waitForHealth(baseUrl: string, child: ChildProcess, log: () => string, serving: () => boolean): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}:\n${log()}`);
    if (!serving()) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not healthy after ${START_TIMEOUT_MS / 1000} s:\n${log()}`);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the compiled server on a free port with a temp DATA_DIR (and its own PostgreSQL database when given). When
 * another process took the picked port before the child could listen on it, starts again on another one.
 */
export async function startServer(mainJs: string, options: ServerOptions = {}): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(mainJs, options);
    } catch (err) {
      const portTaken = err instanceof Error && err.message.includes('EADDRINUSE');
      if (!portTaken || options.port !== undefined || attempt === 3) throw err;
    }
  }
}

async function startOnce(mainJs: string, options: ServerOptions): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'tischlein-bench-'));
  const database = options.postgresUrl ? await createDatabase(options.postgresUrl) : null;
  const databaseUrl = options.sharedDatabaseUrl ?? database?.url ?? null;
  const jwtSecret = options.jwtSecret ?? randomBytes(48).toString('base64url');
  const port = options.port ?? (await freePort());
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    JWT_SECRET: jwtSecret,
    SEED_DEMO: 'true',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    // The load comes from one address, far above the guest rate limits: off, to measure the server itself.
    RATE_LIMIT_FACTOR: '0',
  };
  let output = '';
  // BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof": Node options for the product only (profiles in docs/benchmarks.md).
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, mainJs], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let serving = false;
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
    serving ||= output.includes(SERVING);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const cleanUp = async () => {
    await stopChild(child);
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(
      baseUrl,
      child,
      () => output,
      () => serving,
    );
  } catch (err) {
    await cleanUp();
    throw err;
  }
  const kill = async () => {
    child.kill('SIGKILL');
    await exited(child);
  };
  return {
    baseUrl,
    database: databaseUrl ? 'postgres' : 'pglite',
    pid: child.pid ?? 0,
    databaseUrl,
    dataDir,
    jwtSecret,
    stop: cleanUp,
    kill,
  };
}
