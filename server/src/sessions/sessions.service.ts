import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { TokenService } from '../auth/token.service.js';
import { notFound } from '../common/api-error.js';
import { DiningTable } from '../tables/dining-table.entity.js';
import { type EntryType, GuestSession } from './guest-session.entity.js';

export const TABLE_NOT_AVAILABLE = 'Dieser Tisch ist nicht verfügbar oder existiert nicht.';
const QR_CODE = /^[A-Za-z0-9_-]{1,64}$/;

@Injectable()
export class SessionsService {
  constructor(
    @InjectRepository(GuestSession) private readonly sessions: Repository<GuestSession>,
    @InjectRepository(DiningTable) private readonly tables: Repository<DiningTable>,
    private readonly tokens: TokenService,
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
    const session = await this.sessions.save(this.sessions.create({ id: randomUUID(), entryType, tableId: table?.id ?? null, status: 'OPEN' }));
    return { ...this.toDto(session, table), jwt: this.tokens.signSessionToken(session.id) };
  }

  async get(sessionId: string) {
    const session = await this.sessions.findOneBy({ id: sessionId });
    if (!session) throw notFound('Session nicht gefunden.');
    const table = session.tableId ? await this.tables.findOneBy({ id: session.tableId }) : null;
    return this.toDto(session, table);
  }

  /** Locks the session row for the rest of the transaction: one checkout of a basket at a time. */
  async lockForCheckout(manager: EntityManager, sessionId: string): Promise<GuestSession> {
    const session = await manager.findOne(GuestSession, { where: { id: sessionId }, lock: { mode: 'pessimistic_write' } });
    if (!session) throw notFound('Session nicht gefunden.');
    return session;
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
