import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type EntryType = 'TABLE' | 'TAKEAWAY';
/** OPEN until its table is deactivated or gets a new QR code (CLOSED); idle sessions are deleted. */
export type SessionStatus = 'OPEN' | 'CLOSED';

/** A guest's ordering session, started from a table's QR code or as takeaway. */
@Entity('guest_sessions')
export class GuestSession {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'integer', nullable: true })
  tableId: number | null;

  @Column({ type: 'varchar', length: 16 })
  entryType: EntryType;

  @Column({ type: 'varchar', length: 16, default: 'OPEN' })
  status: SessionStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** The last request with the session's token (kept to the minute); idle too long, the session ends. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastActivityAt: Date;
}
