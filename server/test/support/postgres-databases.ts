import pg from 'pg';

/** Runs `work` with a client on the server of `baseUrl` (the database it names), then ends the client. */
export async function onServer<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `baseUrl` with another database name. */
export function withDatabase(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database of the server of `baseUrl`, whoever is still connected to it. */
export async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  await onServer(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
