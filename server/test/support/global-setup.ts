import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Creating a database and migrating it takes longer than most test files' tests. The first test app of the run
 * makes a migrated, seeded template that every later one copies (see test-app.ts): a folder for the embedded
 * database, a database of this name on PostgreSQL.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) process.env.TISCHLEIN_PG_TEMPLATE = `tischlein_t_template_${process.pid}`;
  else process.env.TISCHLEIN_TEMPLATE_DIR = mkdtempSync(join(tmpdir(), 'tischlein-template-'));
}
