/** What a backup holds: the embedded database's data folder, or a pg_dump of a PostgreSQL database. */
type BackupKind = 'embedded' | 'postgres';

const EXTENSIONS: Record<BackupKind, string> = { embedded: 'tar.gz', postgres: 'dump' };

/** 2026-11-24T153412Z: UTC, sortable, no colons (file systems and scp dislike them). */
function stamp(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '');
}

/**
 * The name says what a backup is and when it was taken: `tischlein-embedded-2026-11-24T153412Z.tar.gz`,
 * `tischlein-postgres-<database>-2026-11-24T153412Z.dump`.
 */
export function backupFileName(kind: BackupKind, at: Date, database?: string): string {
  const what = kind === 'postgres' && database ? `postgres-${database.replace(/[^\w.-]/g, '_')}` : kind;
  return `tischlein-${what}-${stamp(at)}.${EXTENSIONS[kind]}`;
}

/** A backup's kind by its first bytes (gzip for the embedded tarball, pg_dump's custom format "PGDMP"); null: neither. */
export function backupKindOf(head: Buffer): BackupKind | null {
  if (head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'embedded';
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  return null;
}

/** Names the process that answered, so `npm run backup` can check it reached the server holding its DATA_DIR. */
export const BACKUP_PID_HEADER = 'x-tischlein-pid';
