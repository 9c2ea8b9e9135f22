import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../common/entity-columns.js';

/** A station's network printer (ESC/POS over TCP, port 9100), with its health and the print queue's lease on it. */
@Entity('printers')
export class Printer extends Timestamped {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  /** An IPv4 address or a host name. */
  @Column({ type: 'varchar', length: 253 })
  host: string;

  @Column({ type: 'integer', default: 9100 })
  port: number;

  /** Null: assigned to no station (its station was deleted). */
  @Column({ type: 'integer', nullable: true })
  stationId: number | null;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  /** Since when sending to it fails; null while it prints. */
  @Column({ type: 'timestamptz', nullable: true })
  failingSince: Date | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  lastError: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastPrintedAt: Date | null;

  /** The server process printing to it now, until `leaseUntil` (print-worker.ts). */
  @Column({ type: 'varchar', length: 80, nullable: true })
  leaseOwner: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  leaseUntil: Date | null;
}
