import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const PREPARATION_STATES = ['TO_PREPARE', 'READY', 'SERVED'] as const;
export type PreparationState = (typeof PREPARATION_STATES)[number];

/**
 * An order line at one station it was routed to (issue 35): its state there, and whether its course was called
 * ("fired") or is held back until a waiter or the kitchen calls it.
 */
@Entity('order_item_preparations')
export class OrderItemPreparation {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  orderId: number;

  @Column({ type: 'integer' })
  orderItemId: number;

  @Column({ type: 'integer' })
  stationId: number;

  @Column({ type: 'varchar', length: 16, default: 'TO_PREPARE' })
  state: PreparationState;

  @Column({ type: 'boolean', default: true })
  fired: boolean;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  routedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  readyAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  servedAt: Date | null;
}
