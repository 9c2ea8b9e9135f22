import pg from 'pg';

/** PostgreSQL to create the suites' databases on (TEST_DATABASE_URL, as for the API tests); null: the embedded database only. */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? null;
/** The databases a suite runs on: always the embedded one, PostgreSQL when TEST_DATABASE_URL is set. */
export const DATABASES: Array<'pglite' | 'postgres'> = POSTGRES_URL ? ['pglite', 'postgres'] : ['pglite'];

/** Creates a fresh database next to the one in `url`; returns its URL and a function that drops it. */
export async function createDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tischlein_bench_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
  return { url: target.toString(), drop };
}
