import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { OrderEventPart } from './order-event-text.js';

export const ORDER_EVENT_TYPES = [
  'CREATED',
  'APPROVED',
  'REJECTED',
  'COMPLETED',
  'CANCELED',
  'EDITED',
  'PAYMENT_CHANGED',
  'PAID',
  'PREPARATION',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/**
 * The log behind an order's timeline and the live feed: written in the same transaction as the
 * change it records; `seq` increases, so a client that reconnects asks for what came after its last.
 */
@Entity('order_events')
export class OrderEvent {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  seq: number;

  @Column({ type: 'integer' })
  orderId: number;

  @Column({ type: 'uuid', nullable: true })
  sessionId: string | null;

  @Column({ type: 'varchar', length: 32 })
  type: OrderEventType;

  /** The German text (what the history has always shown). */
  @Column({ type: 'text', default: '' })
  message: string;

  /** The same as codes with their values, rendered in the reader's language; null on lines written before them. */
  @Column({ type: 'jsonb', nullable: true })
  parts: OrderEventPart[] | null;

  /** Username of the staff member who acted; null for the guest. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  actorUser: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
