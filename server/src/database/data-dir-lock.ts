import { hostname } from 'node:os';
import { mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'tischlein.lock';
/** Folders this process holds: a second open from the same process is refused too. */
const heldByThisProcess = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): { pid: number; host: string } | null {
  try {
    const [pid, host] = readFileSync(file, 'utf8').trim().split('@');
    return { pid: Number(pid), host };
  } catch {
    return null;
  }
}

/** The process on this host that holds DATA_DIR's lock and still runs, or null (no lock, or a stale one). */
export function runningHolderOf(dataDir: string): { pid: number; host: string } | null {
  const holder = readHolder(join(dataDir, LOCK_FILE));
  return holder && holder.host === hostname() && isRunning(holder.pid) ? holder : null;
}

/**
 * PGlite has no lock of its own between processes: a second process would open the same
 * database files and corrupt them. The lock file names the holder's pid; a lock whose process
 * is gone (a crash) is taken over at once, so a restart never waits for it to go stale.
 * Returns the function that releases the lock.
 */
export function lockDataDir(dataDir: string): () => void {
  if (heldByThisProcess.has(dataDir)) throw new Error(`DATA_DIR ${dataDir} is already open in this process`);
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  const me = `${process.pid}@${hostname()}`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, me, { flag: 'wx' });
      heldByThisProcess.add(dataDir);
      return () => {
        heldByThisProcess.delete(dataDir);
        if (readHolder(file)?.pid === process.pid) unlinkSync(file);
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = readHolder(file);
    if (holder && holder.host === hostname() && holder.pid !== process.pid && isRunning(holder.pid)) {
      throw new Error(`DATA_DIR ${dataDir} is in use by another Tischlein process (pid ${holder.pid}); stop it or choose another DATA_DIR`);
    }
    if (holder && holder.host !== hostname()) {
      throw new Error(`DATA_DIR ${dataDir} is locked by a process on host ${holder.host}; remove ${file} if that process is gone`);
    }
    // Stale lock: move it aside atomically so only one contender removes it.
    try {
      renameSync(file, `${file}.stale-${process.pid}`);
      unlinkSync(`${file}.stale-${process.pid}`);
    } catch {
      // another contender took it first; try again
    }
  }
  throw new Error(`Could not lock DATA_DIR ${dataDir}`);
}
