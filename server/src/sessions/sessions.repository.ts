import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { type EntryType, GuestSession } from './guest-session.entity.js';

export interface ActiveSession {
  sessionId: string;
  entryType: EntryType;
  /** The table of a TABLE session, null for takeaway. */
  tableId: number | null;
  /** The guest keeps a basket of their own instead of the table's shared one. */
  privateBasket: boolean;
  /** The short name the guest picked for the shared basket; null: "Gast n". */
  guestName: string | null;
  /** When the session began: orders from the table's shared basket since then are the guest's to read too. */
  startedAt: Date;
  /** The staff member who opened the session for the table's guests; null for a guest's own session. */
  staffUsername: string | null;
}

export interface SessionWithTableNumber extends Pick<GuestSession, 'id' | 'tableId' | 'entryType' | 'staffUsername' | 'guestName'> {
  tableNumber: number | null;
}

/*
 * Finds the session if it is open and was active within the idle limit, and notes the activity; the
 * write is skipped while the last one is under a minute old, so polling guests do not write each time.
 */
const TOUCH_ACTIVE_SQL = `
  WITH live AS (
    SELECT id, entry_type, table_id, private_basket, guest_name, created_at, staff_username, last_activity_at FROM guest_sessions
    WHERE id = $1 AND status = 'OPEN' AND last_activity_at > now() - make_interval(hours => $2::int)
  ), touched AS (
    UPDATE guest_sessions s SET last_activity_at = now() FROM live
    WHERE s.id = live.id AND live.last_activity_at < now() - interval '1 minute'
    RETURNING s.id
  )
  SELECT id, entry_type, table_id, private_basket, guest_name, created_at, staff_username FROM live`;

/** The guest sessions' queries. Statements that answer rows sit in a CTE (TypeORM answers a bare `… RETURNING` as [rows, count]). */
@Injectable()
export class SessionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One INSERT … RETURNING (save() would first look the new id up, in a transaction of its own). */
  async insert(
    session: Pick<GuestSession, 'id' | 'entryType' | 'tableId' | 'privateBasket'> & Partial<Pick<GuestSession, 'staffUsername'>>,
  ): Promise<GuestSession> {
    const manager = this.dataSource.manager;
    const created = manager.create(GuestSession, { staffUsername: null, ...session, guestName: null, status: 'OPEN' });
    await manager.createQueryBuilder().insert().into(GuestSession).values(created).execute();
    return created;
  }

  async update(id: string, changes: Partial<Pick<GuestSession, 'guestName' | 'privateBasket'>>): Promise<void> {
    if (Object.keys(changes).length) await this.dataSource.manager.update(GuestSession, { id }, changes);
  }

  async namesOf(ids: string[], manager: EntityManager = this.dataSource.manager): Promise<Map<string, string | null>> {
    if (!ids.length) return new Map();
    const rows = await manager.query<Array<{ id: string; guest_name: string | null }>>(
      'SELECT id, guest_name FROM guest_sessions WHERE id = ANY($1::uuid[])',
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row.guest_name]));
  }

  findById(id: string): Promise<GuestSession | null> {
    return this.dataSource.manager.findOneBy(GuestSession, { id });
  }

  /** Locks the session row until the transaction ends; false when there is no such session. */
  async lock(manager: EntityManager, id: string): Promise<boolean> {
    const rows = await manager.query<unknown[]>('SELECT id FROM guest_sessions WHERE id = $1 FOR UPDATE', [id]);
    return rows.length > 0;
  }

  /** The session row, locked until the transaction ends, with its table's number (checkout needs both). */
  async lockWithTableNumber(manager: EntityManager, id: string): Promise<SessionWithTableNumber | null> {
    const [row] = await manager.query<
      Array<{
        id: string;
        table_id: number | null;
        entry_type: EntryType;
        staff_username: string | null;
        guest_name: string | null;
        table_number: number | null;
      }>
    >(
      `SELECT s.id, s.table_id, s.entry_type, s.staff_username, s.guest_name, t.table_number FROM guest_sessions s
       LEFT JOIN dining_tables t ON t.id = s.table_id WHERE s.id = $1 FOR UPDATE OF s`,
      [id],
    );
    return row
      ? {
          id: row.id,
          tableId: row.table_id,
          entryType: row.entry_type,
          staffUsername: row.staff_username,
          guestName: row.guest_name,
          tableNumber: row.table_number,
        }
      : null;
  }

  async touchActive(sessionId: string, idleHours: number): Promise<ActiveSession | null> {
    const [row] = await this.dataSource.query<
      Array<{
        id: string;
        entry_type: EntryType;
        table_id: number | null;
        private_basket: boolean;
        guest_name: string | null;
        created_at: Date | string;
        staff_username: string | null;
      }>
    >(TOUCH_ACTIVE_SQL, [sessionId, idleHours]);
    return row
      ? {
          sessionId: row.id,
          entryType: row.entry_type,
          tableId: row.table_id,
          privateBasket: row.private_basket,
          guestName: row.guest_name,
          startedAt: new Date(row.created_at),
          staffUsername: row.staff_username,
        }
      : null;
  }

  /** Closes the open sessions at a table; answers their ids. */
  async closeOpenAt(tableId: number): Promise<string[]> {
    const rows = await this.dataSource.query<Array<{ id: string }>>(
      "WITH closed AS (UPDATE guest_sessions SET status = 'CLOSED' WHERE table_id = $1 AND status = 'OPEN' RETURNING id) SELECT id FROM closed",
      [tableId],
    );
    return rows.map((row) => row.id);
  }

  /** Deletes the sessions idle longer than `idleHours` (their baskets go with them); answers their ids. */
  async deleteIdle(idleHours: number): Promise<string[]> {
    const rows = await this.dataSource.query<Array<{ id: string }>>(
      'WITH gone AS (DELETE FROM guest_sessions WHERE last_activity_at < now() - make_interval(hours => $1::int) RETURNING id) SELECT id FROM gone',
      [idleHours],
    );
    return rows.map((row) => row.id);
  }
}
