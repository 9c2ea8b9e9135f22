import { cpus, loadavg, totalmem } from 'node:os';
import pg from 'pg';

export interface Machine {
  cores: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  postgres: string | null;
  /** 1-minute load average when the run started and when it ended. */
  loadAverage: { start: number; end: number };
}

/** The PostgreSQL server's version, or null (with the reason printed) when it cannot be reached. */
export async function postgresVersion(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000, statement_timeout: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    return rows[0].server_version;
  } catch (err) {
    console.log(
      `PostgreSQL at ${new URL(url).host} is not reachable (${err instanceof Error ? err.message : String(err)}): its rows are skipped`,
    );
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export function describeMachine(postgres: string | null, loadAtStart: number): Machine {
  return {
    cores: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    postgres,
    loadAverage: { start: loadAtStart, end: loadavg()[0] },
  };
}

export const currentLoad = () => loadavg()[0];

export function machineLine(m: Machine): string {
  const load = `${m.loadAverage.start.toFixed(1)} → ${m.loadAverage.end.toFixed(1)}`;
  return `${m.cores} cores (${m.cpuModel}), ${m.memoryGb} GB RAM, Node ${m.node}, PostgreSQL ${m.postgres ?? 'not reachable'}, load average ${load}`;
}
