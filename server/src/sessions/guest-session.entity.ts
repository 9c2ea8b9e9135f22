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

  /** The short name shown on the lines this guest adds to the table's shared basket; null: "Gast n". */
  @Column({ type: 'varchar', length: 20, nullable: true })
  guestName: string | null;

  /** The guest keeps a basket of their own instead of the table's shared one (a table where each pays alone). */
  @Column({ type: 'boolean', default: false })
  privateBasket: boolean;

  /**
   * The staff member who opened this session at the table for its guests (staff order entry); null for a guest's
   * own. Such a session always keeps a basket of its own, and its orders name the staff member (`entered_by`).
   */
  @Column({ type: 'varchar', length: 100, nullable: true })
  staffUsername: string | null;

  /** The last request with the session's token (kept to the minute); idle too long, the session ends. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastActivityAt: Date;
}
