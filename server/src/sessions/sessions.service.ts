import type { SessionDto, StaffTableDto, StartedSessionDto } from './dto/session.dto.js';
import type { UpdateSessionDto } from './dto/update-session.dto.js';
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TokenService } from '../auth/token.service.js';
import { conflict, notFound } from '../common/api-error.js';
import { AppConfig } from '../config/app-config.js';
import type { AppEvents } from '../events/app-events.js';
import { EventBus, ReactTo } from '../events/event-bus.service.js';
import type { DiningTable } from '../tables/dining-table.entity.js';
import { TablesService } from '../tables/tables.service.js';
import type { EntryType, GuestSession } from './guest-session.entity.js';
import { type ActiveSession, SessionsRepository, type SessionWithTableNumber } from './sessions.repository.js';

const TABLE_NOT_AVAILABLE = 'Dieser Tisch ist nicht verfügbar oder existiert nicht.';
const SESSION_NOT_FOUND = 'Session nicht gefunden.';
const QR_CODE = /^[A-Za-z0-9_-]{1,64}$/;
const STAFF_BASKET_STAYS_OWN = 'Eine Bestellung des Service bleibt im eigenen Warenkorb.';

@Injectable()
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly tables: TablesService,
    private readonly tokens: TokenService,
    private readonly config: AppConfig,
    private readonly bus: EventBus,
  ) {}

  /** Starts a session for the table whose QR code this is; unknown or deactivated tables are a 404. */
  async startAtTable(qrCode: string, privateBasket = false) {
    const table = QR_CODE.test(qrCode) ? await this.tables.findActiveByQrCode(qrCode) : null;
    if (!table) throw notFound(TABLE_NOT_AVAILABLE);
    return this.start('TABLE', table, privateBasket);
  }

  startTakeaway() {
    return this.start('TAKEAWAY', null, false);
  }

  /**
   * Staff order entry: a waiter opens a session at the table on behalf of its guests (404 unknown table, 409 a
   * deactivated one). It keeps a basket of its own, so the waiter's lines do not mix into the guests' shared one,
   * and its orders name the staff member.
   */
  async startForStaff(tableId: number, staffUsername: string): Promise<StartedSessionDto> {
    return this.start('TABLE', await this.tables.findActive(tableId), true, staffUsername);
  }

  /** The tables a waiter may take an order at: the active ones, by number. */
  async staffTables(): Promise<StaffTableDto[]> {
    return (await this.tables.allActive()).map((table) => ({ tableId: table.id, tableNumber: table.tableNumber }));
  }

  private async start(
    entryType: EntryType,
    table: DiningTable | null,
    privateBasket: boolean,
    staffUsername: string | null = null,
  ): Promise<StartedSessionDto> {
    const session = await this.sessions.insert({ id: randomUUID(), entryType, tableId: table?.id ?? null, privateBasket, staffUsername });
    return { ...this.toDto(session, table), jwt: this.tokens.signSessionToken(session.id) };
  }

  async get(sessionId: string) {
    const session = await this.sessions.findById(sessionId);
    if (!session) throw notFound(SESSION_NOT_FOUND);
    const table = session.tableId ? await this.tables.findById(session.tableId) : null;
    return this.toDto(session, table);
  }

  /**
   * Changes the guest's name or basket switch; the table's phones hear of it (their basket shows names). A staff
   * member's session cannot join the table's shared basket (409).
   */
  async update(guest: ActiveSession, changes: UpdateSessionDto): Promise<SessionDto> {
    const { sessionId } = guest;
    const { guestName, privateBasket } = changes;
    if (guest.staffUsername !== null && privateBasket === false) throw conflict(STAFF_BASKET_STAYS_OWN);
    await this.sessions.update(sessionId, {
      ...(guestName !== undefined ? { guestName } : {}),
      ...(privateBasket !== undefined ? { privateBasket } : {}),
    });
    const dto = await this.get(sessionId);
    if (dto.tableId !== null) this.bus.emit('session.changed', { sessionId, tableId: dto.tableId });
    return dto;
  }

  /** The names shown on shared basket lines, by session id (null: none chosen). */
  namesOf(sessionIds: string[], manager?: EntityManager): Promise<Map<string, string | null>> {
    return this.sessions.namesOf(sessionIds, manager);
  }

  /** The session if it is open and not idle too long; notes the activity. */
  touchActive(sessionId: string): Promise<ActiveSession | null> {
    return this.sessions.touchActive(sessionId, this.config.sessionIdleHours);
  }

  /** Locks the session row for the rest of the transaction: one checkout or basket change of a session at a time. */
  async lockSession(manager: EntityManager, sessionId: string): Promise<void> {
    if (!(await this.sessions.lock(manager, sessionId))) throw notFound(SESSION_NOT_FOUND);
  }

  /** Like lockSession, with the number of the session's table (null for takeaway). */
  async lockSessionWithTableNumber(manager: EntityManager, sessionId: string): Promise<SessionWithTableNumber> {
    const session = await this.sessions.lockWithTableNumber(manager, sessionId);
    if (!session) throw notFound(SESSION_NOT_FOUND);
    return session;
  }

  /**
   * A table deactivated or given a new QR code ends its open sessions at once: their tokens stop working,
   * and the reactions to `sessions.ended` empty their baskets and close their live connections. Orders stay.
   */
  @ReactTo('tables.closed')
  async closeAtTable({ tableId }: AppEvents['tables.closed']): Promise<void> {
    await this.ended(await this.sessions.closeOpenAt(tableId));
  }

  /** Deletes the sessions idle longer than the limit, with their baskets (orders keep their data). */
  async deleteIdle(): Promise<string[]> {
    const ids = await this.sessions.deleteIdle(this.config.sessionIdleHours);
    await this.ended(ids);
    return ids;
  }

  private async ended(sessionIds: string[]): Promise<void> {
    if (sessionIds.length) await this.bus.dispatch('sessions.ended', { sessionIds });
  }

  private toDto(session: GuestSession, table: DiningTable | null): SessionDto {
    return {
      sessionId: session.id,
      tableId: session.tableId,
      tableNumber: table?.tableNumber ?? null,
      status: session.status,
      createdAt: session.createdAt.toISOString(),
      entryType: session.entryType,
      guestName: session.guestName,
      privateBasket: session.privateBasket,
      staffUsername: session.staffUsername,
    };
  }
}
