import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { StorageConfig } from '../config/app-config.js';
import { lockDataDir, runningHolderOf } from '../database/data-dir-lock.js';
import { EMBEDDED_DATABASE_SETTINGS } from '../database/data-source-options.js';
import { dumpEmbeddedDatabase } from '../database/embedded-dump.js';
import { BackupError } from './backup-error.js';
import { BACKUP_PID_HEADER, backupFileName } from './backup-file.js';
import { writeBackup } from './backup-target.js';

const LOGIN_TIMEOUT_MS = 15_000;
const DUMP_TIMEOUT_MS = 300_000;

const pgdataOf = (dataDir: string) => join(dataDir, 'pgdata');

async function openEmbedded(pgdata: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({ dataDir: pgdata, loadDataDir, startParams: [...PGlite.defaultStartParams, ...EMBEDDED_DATABASE_SETTINGS] });
}

/** No server runs on DATA_DIR: this process takes its lock and dumps the database itself. */
async function dumpStopped(dataDir: string): Promise<Buffer> {
  const release = lockDataDir(dataDir);
  try {
    const db = await openEmbedded(pgdataOf(dataDir));
    try {
      return await dumpEmbeddedDatabase(db);
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

/** A request to the local server; a refused connection or a timeout becomes a message naming the port. */
async function callServer(config: StorageConfig, path: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const url = `http://127.0.0.1:${config.port}${path}`;
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw new BackupError(
      `The server holding DATA_DIR ${config.dataDir} did not answer at ${url} (${(err as Error).message}): set PORT to the port it listens on`,
    );
  }
}

async function messageOf(response: Response): Promise<string> {
  const text = await response.text();
  try {
    return `${response.status} ${(JSON.parse(text) as { message?: string }).message ?? text}`;
  } catch {
    return `${response.status} ${text.slice(0, 200)}`;
  }
}

async function adminToken(config: StorageConfig, holderPid: number): Promise<string> {
  if (!config.adminPassword) {
    throw new BackupError(
      `The server (pid ${holderPid}) holds DATA_DIR ${config.dataDir}, so the backup asks it for a consistent copy, which needs an ` +
        'admin account: set ADMIN_USERNAME and ADMIN_PASSWORD (or stop the server and run the backup again)',
    );
  }
  const response = await callServer(
    config,
    '/api/auth',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: config.adminUsername, password: config.adminPassword }),
    },
    LOGIN_TIMEOUT_MS,
  );
  if (!response.ok)
    throw new BackupError(`The server refused the login of ADMIN_USERNAME "${config.adminUsername}": ${await messageOf(response)}`);
  return ((await response.json()) as { jwt: string }).jwt;
}

/** The running server (pid `holderPid`) dumps its database between two transactions and sends it. */
async function dumpThroughServer(config: StorageConfig, holderPid: number): Promise<Buffer> {
  const jwt = await adminToken(config, holderPid);
  const response = await callServer(
    config,
    '/api/admin/backup',
    { method: 'POST', headers: { Authorization: `Bearer ${jwt}` } },
    DUMP_TIMEOUT_MS,
  );
  if (!response.ok) throw new BackupError(`The server refused the backup: ${await messageOf(response)}`);
  const answeredBy = response.headers.get(BACKUP_PID_HEADER);
  if (answeredBy !== String(holderPid)) {
    throw new BackupError(
      `The server at port ${config.port} (pid ${answeredBy ?? 'unknown'}) is not the one holding DATA_DIR ${config.dataDir} (pid ${holderPid}): set PORT to that server's port`,
    );
  }
  return Buffer.from(await response.arrayBuffer());
}

/** Backs up the embedded database in DATA_DIR, whether a server runs on it or not. */
export async function backupEmbedded(config: StorageConfig, dir: string): Promise<{ path: string; bytes: number }> {
  if (!existsSync(join(pgdataOf(config.dataDir), 'PG_VERSION'))) {
    throw new BackupError(`DATA_DIR ${config.dataDir} holds no embedded database (set DATA_DIR, or DATABASE_URL for PostgreSQL)`);
  }
  const takenAt = new Date();
  const holder = runningHolderOf(config.dataDir);
  const tarball = holder ? await dumpThroughServer(config, holder.pid) : await dumpStopped(config.dataDir);
  return writeBackup(dir, backupFileName('embedded', takenAt), tarball);
}

/** Restores an embedded backup into DATA_DIR, which must be empty or missing: a restore never overwrites a database. */
export async function restoreEmbedded(config: StorageConfig, tarball: Buffer): Promise<{ migrations: number }> {
  const { dataDir } = config;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new BackupError(`DATA_DIR ${dataDir} is not empty: restore into an empty or new folder (a restore never overwrites data)`);
  }
  const release = lockDataDir(dataDir);
  try {
    const db = await openEmbedded(pgdataOf(dataDir), new Blob([new Uint8Array(tarball)], { type: 'application/gzip' }));
    try {
      const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM migrations');
      return { migrations: rows[0].count };
    } finally {
      await db.close();
    }
  } catch (err) {
    rmSync(pgdataOf(dataDir), { recursive: true, force: true });
    throw new BackupError(
      `The file is no readable backup of the embedded database (${(err as Error).message}); DATA_DIR ${dataDir} was left empty`,
    );
  } finally {
    release();
  }
}
