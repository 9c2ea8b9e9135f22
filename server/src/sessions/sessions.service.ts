import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import { TokenService } from '../auth/token.service.js';
import { notFound } from '../common/api-error.js';
import { AppConfig } from '../config/app-config.js';
import { EventBus } from '../events/event-bus.service.js';
import { DiningTable } from '../tables/dining-table.entity.js';
import { type EntryType, GuestSession } from './guest-session.entity.js';
import { type ActiveSession, touchActiveSession } from './session-activity.js';

export const TABLE_NOT_AVAILABLE = 'Dieser Tisch ist nicht verfügbar oder existiert nicht.';
const QR_CODE = /^[A-Za-z0-9_-]{1,64}$/;

@Injectable()
export class SessionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(GuestSession) private readonly sessions: Repository<GuestSession>,
    @InjectRepository(DiningTable) private readonly tables: Repository<DiningTable>,
    private readonly tokens: TokenService,
    private readonly config: AppConfig,
    private readonly bus: EventBus,
  ) {}

  /** Starts a session for the table whose QR code this is; unknown or deactivated tables are a 404. */
  async startAtTable(qrCode: string) {
    const table = QR_CODE.test(qrCode) ? await this.tables.findOneBy({ qrCode, active: true }) : null;
    if (!table) throw notFound(TABLE_NOT_AVAILABLE);
    return this.start('TABLE', table);
  }

  startTakeaway() {
    return this.start('TAKEAWAY', null);
  }

  private async start(entryType: EntryType, table: DiningTable | null) {
    const session = await this.sessions.save(
      this.sessions.create({ id: randomUUID(), entryType, tableId: table?.id ?? null, status: 'OPEN' }),
    );
    return { ...this.toDto(session, table), jwt: this.tokens.signSessionToken(session.id) };
  }

  async get(sessionId: string) {
    const session = await this.sessions.findOneBy({ id: sessionId });
    if (!session) throw notFound('Session nicht gefunden.');
    const table = session.tableId ? await this.tables.findOneBy({ id: session.tableId }) : null;
    return this.toDto(session, table);
  }

  /** The session if it is open and not idle too long; notes the activity. */
  touchActive(sessionId: string): Promise<ActiveSession | null> {
    return touchActiveSession(this.dataSource.manager, sessionId, this.config.sessionIdleHours);
  }

  /** Locks the session row for the rest of the transaction: one checkout or basket change of a session at a time. */
  async lockSession(manager: EntityManager, sessionId: string): Promise<GuestSession> {
    const session = await manager.findOne(GuestSession, { where: { id: sessionId }, lock: { mode: 'pessimistic_write' } });
    if (!session) throw notFound('Session nicht gefunden.');
    return session;
  }

  /**
   * Ends the open sessions of a table at once (it was deactivated or got a new QR code): their tokens
   * stop working, their baskets are emptied and their live connections closed. Orders stay.
   */
  async closeForTable(tableId: number): Promise<string[]> {
    const ids = await this.dataSource.transaction(async (manager) => {
      // In a CTE, so the answer is rows (TypeORM answers a bare UPDATE … RETURNING as [rows, count]).
      const rows: Array<{ id: string }> = await manager.query(
        "WITH closed AS (UPDATE guest_sessions SET status = 'CLOSED' WHERE table_id = $1 AND status = 'OPEN' RETURNING id) SELECT id FROM closed",
        [tableId],
      );
      const closed = rows.map((row) => row.id);
      if (closed.length) await manager.query('DELETE FROM basket_items WHERE session_id = ANY($1::uuid[])', [closed]);
      return closed;
    });
    if (ids.length) this.bus.emit('sessions.ended', { sessionIds: ids });
    return ids;
  }

  /** Deletes the sessions idle longer than the limit, with their baskets (orders keep their data). */
  async deleteIdle(): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      'WITH gone AS (DELETE FROM guest_sessions WHERE last_activity_at < now() - make_interval(hours => $1::int) RETURNING id) SELECT id FROM gone',
      [this.config.sessionIdleHours],
    );
    const ids = rows.map((row) => row.id);
    if (ids.length) this.bus.emit('sessions.ended', { sessionIds: ids });
    return ids;
  }

  private toDto(session: GuestSession, table: DiningTable | null) {
    return {
      sessionId: session.id,
      tableId: session.tableId,
      tableNumber: table?.tableNumber ?? null,
      status: session.status,
      createdAt: session.createdAt.toISOString(),
      entryType: session.entryType,
    };
  }
}
