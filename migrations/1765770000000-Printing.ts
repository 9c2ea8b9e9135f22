import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Kitchen printers and the print queue (issue 35): the network printers of each station, and one print job per bon and
 * printer, kept until the printer acknowledged it. A printer row is also the queue's lease: the server process that
 * holds it (lease_owner until lease_until) is the only one printing to that printer. Runs on PostgreSQL 15 and PGlite.
 */
export class Printing1765770000000 implements MigrationInterface {
  name = 'Printing1765770000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE printers (
        id serial PRIMARY KEY,
        name varchar(60) NOT NULL,
        host varchar(253) NOT NULL,
        port integer NOT NULL DEFAULT 9100 CHECK (port BETWEEN 1 AND 65535),
        station_id integer REFERENCES stations (id) ON DELETE SET NULL,
        enabled boolean NOT NULL DEFAULT true,
        failing_since timestamptz,
        last_error varchar(200),
        last_printed_at timestamptz,
        lease_owner varchar(80),
        lease_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX printers_station ON printers (station_id)`);
    await q.query(`
      CREATE TABLE print_jobs (
        id bigserial PRIMARY KEY,
        printer_id integer NOT NULL REFERENCES printers (id) ON DELETE CASCADE,
        order_id integer REFERENCES orders (id) ON DELETE SET NULL,
        kind varchar(16) NOT NULL CHECK (kind IN ('ORDER', 'CHANGE', 'FIRE', 'TEST')),
        station_name varchar(60) NOT NULL,
        bon jsonb NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'WAITING' CHECK (status IN ('WAITING', 'PRINTED')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error varchar(200),
        reprint_of bigint REFERENCES print_jobs (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        printed_at timestamptz,
        CHECK ((status = 'PRINTED') = (printed_at IS NOT NULL))
      )`);
    // The queue: a printer's waiting jobs in the order they print.
    await q.query(`CREATE INDEX print_jobs_waiting ON print_jobs (printer_id, id) WHERE status = 'WAITING'`);
    await q.query(`CREATE INDEX print_jobs_printer ON print_jobs (printer_id, id)`);
    await q.query(`CREATE INDEX print_jobs_order ON print_jobs (order_id) WHERE order_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE print_jobs`);
    await q.query(`DROP TABLE printers`);
  }
}
