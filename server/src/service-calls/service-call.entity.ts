import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { PaymentMethod } from '../orders/order-status.js';

export const SERVICE_CALL_KINDS = ['WAITER', 'BILL'] as const;
export type ServiceCallKind = (typeof SERVICE_CALL_KINDS)[number];
export const BILL_SCOPES = ['OWN', 'TABLE'] as const;
export type BillScope = (typeof BILL_SCOPES)[number];
/** OPEN until staff acknowledge it (ACKNOWLEDGED) or nobody did within SERVICE_CALL_MINUTES (EXPIRED). */
export const SERVICE_CALL_STATUSES = ['OPEN', 'ACKNOWLEDGED', 'EXPIRED'] as const;
export type ServiceCallStatus = (typeof SERVICE_CALL_STATUSES)[number];

/** A guest's call from the table: for the waiter, or for the bill with the way they want to pay. */
@Entity('service_calls')
export class ServiceCall {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  tableId: number;

  @Column({ type: 'uuid', nullable: true })
  sessionId: string | null;

  @Column({ type: 'varchar', length: 16 })
  kind: ServiceCallKind;

  @Column({ type: 'varchar', length: 8, nullable: true })
  paymentMethod: PaymentMethod | null;

  /** BILL only: the guest's own lines (OWN) or the whole table (TABLE); null: not said. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  billScope: BillScope | null;

  @Column({ type: 'varchar', length: 16, default: 'OPEN' })
  status: ServiceCallStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  acknowledgedAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  acknowledgedBy: number | null;
}
