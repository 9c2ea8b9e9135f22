import type { DataSource } from 'typeorm';

/**
 * Columns that change on a request the server refuses, on purpose; the snapshot leaves them out.
 * Everything else in every table of the schema counts.
 */
export const LEGITIMATE_CHANGES: Record<string, { columns: string[] | 'all'; why: string }> = {
  rate_limit_counters: {
    columns: 'all',
    why: 'session start, checkout and login take their slot before the request is judged: counting refused attempts is the point',
  },
  guest_sessions: {
    columns: ['last_activity_at'],
    why: "the session guard marks the session active when its token is checked, before the body is; it is the idle timeout's clock",
  },
};

/** Per table: row count and a hash over all rows (their counted columns), independent of row order. */
export type Snapshot = Map<string, string>;

async function countedColumns(dataSource: DataSource): Promise<Map<string, string[]>> {
  const rows: Array<{ table_name: string; column_name: string }> = await dataSource.query(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of rows) {
    const excluded = LEGITIMATE_CHANGES[table]?.columns;
    if (excluded === 'all' || excluded?.includes(column)) continue;
    if (!tables.has(table)) tables.set(table, []);
    tables.get(table)!.push(column);
  }
  return tables;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** One statement over every table: the count and an md5 of the sorted md5s of its rows. */
function snapshotSql(tables: Map<string, string[]>): string {
  return [...tables]
    .map(([table, columns]) => {
      const row = columns.length ? `md5(ROW(${columns.map(quoted).join(', ')})::text)` : "''";
      return `SELECT '${table}' AS name, count(*) || ':' || md5(coalesce(string_agg(h, '' ORDER BY h), '')) AS hash
                FROM (SELECT ${row} AS h FROM ${quoted(table)}) r`;
    })
    .join('\nUNION ALL\n');
}

/** Takes snapshots of the database an app runs on. */
export class DatabaseSnapshots {
  private constructor(
    private readonly dataSource: DataSource,
    private readonly sql: string,
  ) {}

  static async of(dataSource: DataSource): Promise<DatabaseSnapshots> {
    return new DatabaseSnapshots(dataSource, snapshotSql(await countedColumns(dataSource)));
  }

  async take(): Promise<Snapshot> {
    const rows: Array<{ name: string; hash: string }> = await this.dataSource.query(this.sql);
    return new Map(rows.map((row) => [row.name, row.hash]));
  }
}

/** The tables whose rows differ between two snapshots (empty when nothing changed). */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((table) => before.get(table) !== after.get(table)).sort();
}
