import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { PaymentMethod } from '../orders/order-status.js';

export type PaymentKind = 'PAYMENT' | 'CREDIT_NOTE';

/**
 * Money staff collected for an order: the amount (the order's gross, also kept per VAT rate for the reports), the
 * tip on top of it, and for cash what the guest gave; its invoice is issued with it. A credit note is a row of its
 * own with the negated amounts of the payment it reverses. An order has at most one standing (unreversed) payment of
 * its own; a payment over the table's bill may cover lines of several orders (payment_items say which).
 */
@Entity('payments')
export class Payment {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 12, default: 'PAYMENT' })
  kind: PaymentKind;

  /** The payment a credit note reverses. */
  @Column({ type: 'integer', nullable: true })
  reversesPaymentId: number | null;

  /** When a credit note reversed this payment. */
  @Column({ type: 'timestamptz', nullable: true })
  reversedAt: Date | null;

  /** The number of its invoice (or of the credit note). */
  @Column({ type: 'varchar', length: 40, nullable: true })
  invoiceNumber: string | null;

  /** The order a payment of a whole order paid; null for a payment over the table's bill. */
  @Column({ type: 'integer', nullable: true })
  orderId: number | null;

  /** The table whose bill a payment paid (lines, pieces or an equal share); null for a payment of a whole order. */
  @Column({ type: 'integer', nullable: true })
  tableId: number | null;

  @Column({ type: 'integer', nullable: true })
  tableNumber: number | null;

  @Column({ type: 'varchar', length: 8 })
  method: PaymentMethod;

  @Column({ type: 'integer' })
  amountCents: number;

  @Column({ type: 'integer', default: 0 })
  tipCents: number;

  /** Cash only: what the guest handed over (the change is what it exceeds amount and tip by). */
  @Column({ type: 'integer', nullable: true })
  givenCents: number | null;

  @Column({ type: 'integer', default: 0 })
  vat0GrossCents: number;

  @Column({ type: 'integer', default: 0 })
  vat10GrossCents: number;

  @Column({ type: 'integer', default: 0 })
  vat13GrossCents: number;

  @Column({ type: 'integer', default: 0 })
  vat20GrossCents: number;

  /** The Idempotency-Key the payment was recorded with: a retry with it answers this payment. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  idempotencyKey: string | null;

  /** Who collected it. */
  @Column({ type: 'varchar', length: 100 })
  staffUsername: string;

  @Column({ type: 'timestamptz' })
  paidAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
