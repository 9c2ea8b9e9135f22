import pg from 'pg';
import { POSTGRES_URL } from '../../harness/databases.js';
import { readIntegrity, type Integrity } from './integrity.js';

/** `describe` where PostgreSQL is given, `describe.skip` (with a line saying why) where not. */
export function onPostgres<T extends { skip: unknown }>(describe: T): T | T['skip'] {
  if (POSTGRES_URL) return describe;
  process.stdout.write('reliability: TEST_DATABASE_URL is not set, the PostgreSQL tests are skipped\n');
  return describe.skip;
}

/** The integrity figures of a PostgreSQL database, read with a client of its own. */
export async function integrityOf(databaseUrl: string): Promise<Integrity> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await readIntegrity(async <T>(sql: string) => (await client.query(sql)).rows as T[]);
  } finally {
    await client.end();
  }
}
