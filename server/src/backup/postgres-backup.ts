import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { BackupError } from './backup-error.js';
import { backupFileName } from './backup-file.js';
import { partialPath, publish } from './backup-target.js';

const TOOL_TIMEOUT_MS = 30 * 60_000;

/** The URL without its password, and the password for PGPASSWORD: a password in the arguments shows in `ps`. */
function splitPassword(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Runs pg_dump or pg_restore; fails with the tool's own message, or a hint when it is not installed. */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(tool, args, { env, timeout: TOOL_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 }, (err, _stdout, stderr) => {
      if (!err) return resolve();
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
        return reject(
          new BackupError(`${tool} was not found: install the PostgreSQL client tools of the server's version (e.g. postgresql-client-15)`),
        );
      }
      reject(new BackupError(`${tool} failed: ${stderr.trim() || err.message}`));
    });
  });
}

const databaseNameOf = (databaseUrl: string) => decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, '')) || 'postgres';

/** pg_dump in its custom format: one consistent snapshot (a repeatable-read transaction), while the servers keep running. */
export async function backupPostgres(databaseUrl: string, dir: string): Promise<{ path: string; bytes: number }> {
  const path = join(dir, backupFileName('postgres', new Date(), databaseNameOf(databaseUrl)));
  const { url, env } = splitPassword(databaseUrl);
  try {
    await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partialPath(path)}`, `--dbname=${url}`], env);
  } catch (err) {
    rmSync(partialPath(path), { force: true });
    throw err;
  }
  return { path, bytes: publish(path) };
}

/** The tables in the database's public schema; a restore needs none there. */
async function tablesIn(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ count: number }>(`SELECT count(*)::int AS count FROM pg_tables WHERE schemaname = 'public'`);
    return rows[0].count;
  } catch (err) {
    throw new BackupError(`Cannot reach the database of DATABASE_URL: ${(err as Error).message} (create it first: createdb <name>)`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** pg_restore into an empty database, in one transaction: it restores everything or nothing. */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const tables = await tablesIn(databaseUrl);
  if (tables > 0) {
    throw new BackupError(
      `The database "${databaseNameOf(databaseUrl)}" already has ${tables} tables: restore into a new, empty database (a restore never overwrites data)`,
    );
  }
  const { url, env } = splitPassword(databaseUrl);
  await runTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file], env);
}
