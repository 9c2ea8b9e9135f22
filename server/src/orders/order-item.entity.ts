import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { Course } from '../common/course.js';
import type { VatCategory, VatRate } from '../common/vat.js';
import type { OrderItemPreparation } from './order-item-preparation.entity.js';
import type { Order } from './order.entity.js';

interface OrderItemExtraSnapshot {
  extraId: number | null;
  name: string;
  priceCents: number;
}

/** A line of an order: a snapshot of name, extras and prices at checkout time. */
@Entity('order_items')
export class OrderItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  orderId: number;

  @ManyToOne('Order', 'items', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order: Relation<Order>;

  @Column({ type: 'integer', nullable: true })
  menuItemId: number | null;

  @Column({ type: 'varchar', length: 200 })
  menuItemName: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  typeCode: string | null;

  @Column({ type: 'varchar', length: 8 })
  vatRate: VatRate;

  @Column({ type: 'varchar', length: 32 })
  vatCategory: VatCategory;

  /** A drink when ordered (common/drinks.ts), kept as it was then. */
  @Column({ type: 'boolean', default: false })
  isDrink: boolean;

  @Column({ type: 'integer' })
  quantity: number;

  /** Base price plus extras, for one piece. */
  @Column({ type: 'integer' })
  unitPriceCents: number;

  /** unitPriceCents × quantity. */
  @Column({ type: 'integer' })
  priceFinalCents: number;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  extras: OrderItemExtraSnapshot[];

  /** The item's and its extras' allergen letters at checkout, each once, sorted. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  allergens: string[];

  /** The product's category when ordered: routes the line to its stations. Null on lines ordered before stations. */
  @Column({ type: 'integer', nullable: true })
  categoryId: number | null;

  /** The course (Gang) the line is served in, from its category when ordered; null: none. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  course: Course | null;

  /** Its state at each station it was routed to; loaded with the items (not a column). */
  preparation?: OrderItemPreparation[];

  /** The guest's note on the line ("ohne Zwiebel"), as sent with the basket; null for none. */
  @Column({ type: 'varchar', length: 140, nullable: true })
  note: string | null;

  @Column({ type: 'integer', default: 0 })
  position: number;

  /** The guest who added the line (from the table's shared basket: whoever added it), for the bill by guest. */
  @Column({ type: 'uuid', nullable: true })
  guestSessionId: string | null;

  /** The name that guest gave themselves when ordering; null: none ("Gast n" on the bill). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  guestName: string | null;
}
