import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Bon, BonKind } from './bon.js';

export const PRINT_JOB_STATUSES = ['WAITING', 'PRINTED'] as const;
export type PrintJobStatus = (typeof PRINT_JOB_STATUSES)[number];

/** One bon for one printer: WAITING until the printer acknowledged it (closed the connection), then PRINTED. */
@Entity('print_jobs')
export class PrintJob {
  /** bigserial: the driver reads it as text. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'integer' })
  printerId: number;

  @Column({ type: 'integer', nullable: true })
  orderId: number | null;

  @Column({ type: 'varchar', length: 16 })
  kind: BonKind;

  /** The station's name as the bon prints it, kept so a reprint prints the same. */
  @Column({ type: 'varchar', length: 60 })
  stationName: string;

  @Column({ type: 'jsonb' })
  bon: Bon;

  @Column({ type: 'varchar', length: 16, default: 'WAITING' })
  status: PrintJobStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  @Column({ type: 'varchar', length: 200, nullable: true })
  lastError: string | null;

  @Column({ type: 'bigint', nullable: true })
  reprintOf: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  printedAt: Date | null;
}
