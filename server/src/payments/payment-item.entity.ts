import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * What a payment paid of one order line: pieces and cents (negated in a credit note). A line is paid when the cents of
 * its standing payments reach its price; pieces count with the payment that pays them (an equal share of a line counts
 * its pieces with the share that closes it).
 */
@Entity('payment_items')
export class PaymentItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  paymentId: number;

  @Column({ type: 'integer' })
  orderId: number;

  @Column({ type: 'integer' })
  orderItemId: number;

  @Column({ type: 'integer' })
  quantity: number;

  @Column({ type: 'integer' })
  grossCents: number;
}
