import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BackupError } from './backup-error.js';

/** The backup folder, created when missing; a clear error when it cannot be. */
export function ensureBackupDir(dir: string): string {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (err) {
    throw new BackupError(`Cannot create the backup folder ${dir}: ${(err as Error).message}`);
  }
  return dir;
}

/** Where a backup is written first: only a complete backup gets its real name (see `publish`). */
export const partialPath = (path: string) => `${path}.partial`;

/** Gives the finished partial file its real name; returns its size in bytes. */
export function publish(path: string): number {
  renameSync(partialPath(path), path);
  return statSync(path).size;
}

/** Writes a whole backup (partial first, then renamed); returns its size. */
export function writeBackup(dir: string, name: string, bytes: Buffer): { path: string; bytes: number } {
  const path = join(dir, name);
  try {
    writeFileSync(partialPath(path), bytes, { mode: 0o600 });
  } catch (err) {
    rmSync(partialPath(path), { force: true });
    throw new BackupError(`Cannot write ${path}: ${(err as Error).message}`);
  }
  return { path, bytes: publish(path) };
}
