import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Order events without a database-wide lock (docs/live-events.md, "Commit order and replay"): each new
 * event row records its transaction (`xid`) and the snapshot its insert ran with (`snapshot`: which
 * transactions were still running), so a replay can also send the events with a lower seq that committed
 * after it. Rows from before were written under the old advisory lock, in commit order: they keep NULL and
 * need no look-back.
 * Runs on PostgreSQL 15 and PGlite.
 */
export class OrderEventHorizons1764400000000 implements MigrationInterface {
  name = 'OrderEventHorizons1764400000000';

  async up(q: QueryRunner): Promise<void> {
    // Columns first, defaults after: a volatile default in ADD COLUMN would fill (and rewrite) the old rows.
    await q.query(`
      ALTER TABLE order_events ADD COLUMN xid xid8, ADD COLUMN snapshot pg_snapshot;
      ALTER TABLE order_events ALTER COLUMN xid SET DEFAULT pg_current_xact_id(),
        ALTER COLUMN snapshot SET DEFAULT pg_current_snapshot();
      CREATE INDEX order_events_xid_idx ON order_events (xid);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX order_events_xid_idx;
      ALTER TABLE order_events DROP COLUMN snapshot, DROP COLUMN xid;
    `);
  }
}
