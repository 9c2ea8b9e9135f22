import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN } from './server-process.js';

/**
 * The repository's root folder, found from this file whether it runs from its sources (jest: blackbox/harness/) or
 * compiled by the bench (blackbox/dist-bench/harness/): the nearest folder above with both package.json and migrations/.
 */
function findRepoRoot(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); dirname(dir) !== dir; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'migrations'))) return dir;
  }
  throw new Error('repository root not found (no folder above with package.json and migrations/)');
}

export const REPO_ROOT = findRepoRoot();
/** What `npm run build` makes: the product, started as users start it, and its backup CLI. */
export const MAIN_JS = join(REPO_ROOT, 'server/dist/server/src/main.js');
const CLI_JS = join(REPO_ROOT, 'server/dist/server/src/backup/cli.js');
const CLI_TIMEOUT_MS = 120_000;

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** The suites run what `npm run build` made: they refuse a missing build, or one older than the server's sources. */
export function assertBuilt(): void {
  if (!existsSync(MAIN_JS) || !existsSync(CLI_JS)) throw new Error(`No build at ${MAIN_JS}: run "npm run build" first`);
  const built = statSync(CLI_JS).mtimeMs;
  if (newestSource(join(REPO_ROOT, 'server/src')) > built || newestSource(join(REPO_ROOT, 'migrations')) > built) {
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

/** The admin account the harness's servers create, as the CLI's environment names it. */
export const ADMIN_ENV = { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };
