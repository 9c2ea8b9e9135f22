import { rmSync } from 'node:fs';
import pg from 'pg';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env.TISCHLEIN_TEMPLATE_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
  const template = process.env.TISCHLEIN_PG_TEMPLATE;
  if (template && process.env.TEST_DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await client.end();
  }
}
