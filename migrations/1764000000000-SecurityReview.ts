import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outside security review (issue 10): shared rate-limit counters (they replace login_failures),
 * look-alike-proof usernames, idle guest sessions that end, and idempotency keys bound to their request.
 */
export class SecurityReview1764000000000 implements MigrationInterface {
  name = 'SecurityReview1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rate_limit_counters (
        key varchar(200) PRIMARY KEY,
        hits integer NOT NULL CHECK (hits >= 0),
        window_ends_at timestamptz NOT NULL,
        blocked_until timestamptz
      );
      CREATE INDEX rate_limit_counters_window_idx ON rate_limit_counters (window_ends_at);
      DROP TABLE login_failures;

      -- One account per name after Unicode NFKC and case folding ("Admin", "ａｄｍｉｎ" and "admin" are one).
      ALTER TABLE users ADD COLUMN username_key varchar(60);
      UPDATE users SET username_key = lower(normalize(username, NFKC));
      -- Accounts that already collide keep working: all but the oldest get their id appended to the key.
      UPDATE users u SET username_key = u.username_key || '#' || u.id
        WHERE EXISTS (SELECT 1 FROM users o WHERE o.username_key = u.username_key AND o.id < u.id);
      ALTER TABLE users ALTER COLUMN username_key SET NOT NULL;
      DROP INDEX users_username_key;
      CREATE UNIQUE INDEX users_username_key ON users (username_key);

      ALTER TABLE guest_sessions ADD COLUMN last_activity_at timestamptz NOT NULL DEFAULT now();
      UPDATE guest_sessions SET last_activity_at = created_at;
      ALTER TABLE guest_sessions ADD CONSTRAINT guest_sessions_status_check CHECK (status IN ('OPEN', 'CLOSED'));
      CREATE INDEX guest_sessions_activity_idx ON guest_sessions (last_activity_at);
      CREATE INDEX guest_sessions_open_table_idx ON guest_sessions (table_id) WHERE status = 'OPEN';

      ALTER TABLE orders ADD COLUMN idempotency_fingerprint varchar(64);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE orders DROP COLUMN idempotency_fingerprint;

      DROP INDEX guest_sessions_open_table_idx;
      DROP INDEX guest_sessions_activity_idx;
      ALTER TABLE guest_sessions DROP CONSTRAINT guest_sessions_status_check;
      ALTER TABLE guest_sessions DROP COLUMN last_activity_at;

      DROP INDEX users_username_key;
      ALTER TABLE users DROP COLUMN username_key;
      CREATE UNIQUE INDEX users_username_key ON users (lower(username));

      CREATE TABLE login_failures (
        id serial PRIMARY KEY,
        username varchar(100) NOT NULL,
        ip varchar(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX login_failures_username_idx ON login_failures (username, created_at);
      CREATE INDEX login_failures_ip_idx ON login_failures (ip, created_at);
      DROP TABLE rate_limit_counters;
    `);
  }
}
