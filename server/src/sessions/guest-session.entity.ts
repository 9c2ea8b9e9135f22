import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type EntryType = 'TABLE' | 'TAKEAWAY';

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
  status: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
