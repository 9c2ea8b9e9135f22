import { Column, Entity, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Timestamped } from '../common/entity-columns.js';
import type { OrderStatus, OrderType, PaymentMethod, PaymentStatus } from './order-status.js';
import { OrderItem } from './order-item.entity.js';

/**
 * An order. The table also keeps the order's gross per VAT rate (`vat0_gross_cents` … `vat20_gross_cents`, for the
 * reports), which triggers on order_items maintain; they are left unmapped so that no save can overwrite them.
 */
@Entity('orders')
export class Order extends Timestamped {
  @PrimaryGeneratedColumn()
  id: number;

  /** Short number called out to guests; from a counter row in the insert (no gaps), unique across processes. */
  @Column({ type: 'integer', default: () => 'next_order_number()' })
  orderNumber: number;

  @Column({ type: 'uuid', nullable: true })
  sessionId: string | null;

  @Column({ type: 'integer', nullable: true })
  tableId: number | null;

  /** The table's shared basket the order came from (every phone at the table may read it); null: a guest's own. */
  @Column({ type: 'uuid', nullable: true })
  tableBasketId: string | null;

  /** The table's number at checkout time. */
  @Column({ type: 'integer', nullable: true })
  tableNumber: number | null;

  @Column({ type: 'varchar', length: 16 })
  status: OrderStatus;

  @Column({ type: 'varchar', length: 16 })
  orderType: OrderType;

  @Column({ type: 'varchar', length: 8 })
  paymentMethod: PaymentMethod;

  @Column({ type: 'varchar', length: 8, default: 'PENDING' })
  paymentStatus: PaymentStatus;

  @Column({ type: 'integer' })
  grossCents: number;

  @Column({ type: 'integer' })
  itemsCount: number;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  /** The staff member who entered the order for the guests (staff order entry); null: the guests ordered themselves. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  enteredBy: string | null;

  @Column({ type: 'text', nullable: true })
  rejectionReason: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  idempotencyKey: string | null;

  /** A hash of the checkout request the key came with: the same key with another request is refused. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  idempotencyFingerprint: string | null;

  /** Given once, when the first invoice is printed; gapless per restaurant. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  invoiceNumber: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  invoicedAt: Date | null;

  @Column({ type: 'timestamptz' })
  submittedAt: Date;

  /**
   * Whom the invoice names (a "Firmenrechnung"; UStG §11 above 400 €): set by the guest or staff before the invoice is
   * issued, copied into the invoice's snapshot then. Null: none (address and UID only with a name).
   */
  @Column({ type: 'varchar', length: 100, nullable: true })
  invoiceRecipientName: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  invoiceRecipientAddress: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  invoiceRecipientUid: string | null;

  @OneToMany(() => OrderItem, (item) => item.order)
  items: Relation<OrderItem[]>;
}
