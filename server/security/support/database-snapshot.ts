import { DataSource } from 'typeorm';
import type { TestApp } from '../../test/support/test-app.js';

/** Every row of the tables, as JSON text per table: equal snapshots mean nothing changed. */
export async function snapshot(t: TestApp, tables: string[]): Promise<Record<string, string>> {
  const dataSource = t.app.get(DataSource);
  const result: Record<string, string> = {};
  for (const table of tables) {
    const rows: unknown[] = await dataSource.query(`SELECT * FROM ${table} ORDER BY 1`);
    result[table] = JSON.stringify(rows);
  }
  return result;
}
