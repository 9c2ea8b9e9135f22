// `npm run backup` and `npm run restore` (docs/deployment.md): node server/dist/server/src/backup/cli.js backup|restore.
// They read the server's own environment: DATABASE_URL (PostgreSQL) or DATA_DIR (the embedded database), PORT, ADMIN_*.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, loadStorageConfig, type StorageConfig } from '../config/app-config.js';
import { BackupError } from './backup-error.js';
import { backupKindOf } from './backup-file.js';
import { ensureBackupDir } from './backup-target.js';
import { backupEmbedded, restoreEmbedded } from './embedded-backup.js';
import { backupPostgres, restorePostgres } from './postgres-backup.js';

const USAGE = `Usage:
  npm run backup [-- --dir <folder>]   back up DATABASE_URL's database, else the embedded one in DATA_DIR (default folder: backups)
  npm run restore -- <backup file>     restore into DATABASE_URL's empty database, else into an empty DATA_DIR`;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function backupDirFrom(args: string[]): string {
  if (args.length === 0) return resolve('backups');
  if (args.length === 2 && args[0] === '--dir' && args[1]) return resolve(args[1]);
  throw new BackupError(USAGE);
}

async function backup(config: StorageConfig, args: string[]): Promise<void> {
  const dir = ensureBackupDir(backupDirFrom(args));
  const started = Date.now();
  const { path, bytes } = config.databaseUrl ? await backupPostgres(config.databaseUrl, dir) : await backupEmbedded(config, dir);
  console.log(`Backup written: ${path} (${megabytes(bytes)}, ${Date.now() - started} ms)`);
}

function readBackup(args: string[]): Buffer {
  if (args.length !== 1) throw new BackupError(USAGE);
  const file = resolve(args[0]);
  if (!existsSync(file)) throw new BackupError(`No such backup file: ${file}`);
  return readFileSync(file);
}

async function restore(config: StorageConfig, args: string[]): Promise<void> {
  const bytes = readBackup(args);
  const kind = backupKindOf(bytes);
  const target = config.databaseUrl ? 'postgres' : 'embedded';
  if (!kind) throw new BackupError(`${args[0]} is no Tischlein backup (neither an embedded tarball nor a pg_dump archive)`);
  if (kind !== target) {
    throw new BackupError(
      kind === 'postgres'
        ? `${args[0]} is a PostgreSQL backup: set DATABASE_URL to the empty database to restore it into`
        : `${args[0]} is a backup of the embedded database: unset DATABASE_URL and set DATA_DIR to an empty folder`,
    );
  }
  if (config.databaseUrl) {
    await restorePostgres(config.databaseUrl, resolve(args[0]));
    console.log(`Restored ${args[0]} into the PostgreSQL database of DATABASE_URL; start the server on it`);
  } else {
    const { migrations } = await restoreEmbedded(config, bytes);
    console.log(`Restored ${args[0]} into DATA_DIR ${config.dataDir} (${migrations} migrations applied); start the server on it`);
  }
}

async function main(command: string | undefined, args: string[]): Promise<void> {
  const config = loadStorageConfig();
  if (command === 'backup') return backup(config, args);
  if (command === 'restore') return restore(config, args);
  throw new BackupError(USAGE);
}

const [command, ...args] = process.argv.slice(2);
main(command, args).catch((err: unknown) => {
  // One line for the operator; the lock's own errors ("DATA_DIR … is in use by …") say enough without a stack.
  const known = err instanceof BackupError || err instanceof ConfigError;
  console.error(known ? err.message : `${command} failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
