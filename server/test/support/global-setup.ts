import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Creating an embedded database runs initdb (several seconds). The first test app fills this
 * folder with a migrated, seeded template that every later one copies (see test-app.ts).
 */
export default async function globalSetup(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) process.env.TISCHLEIN_TEMPLATE_DIR = mkdtempSync(join(tmpdir(), 'tischlein-template-'));
}
