import { rmSync } from 'node:fs';
import pg from 'pg';

// Jest loads this file outside the test environment, without the config's moduleNameMapper, so it cannot import the
// other support files by their `.js` names (postgres-databases.ts drops a database the same way).
export default async function globalTeardown(): Promise<void> {
  const dir = process.env.TISCHLEIN_TEMPLATE_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
  const template = process.env.TISCHLEIN_PG_TEMPLATE;
  if (template && process.env.TEST_DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await client.end();
  }
}
