import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, type DataSource, type EntityManager, IsNull } from 'typeorm';
import { PaymentItem } from './payment-item.entity.js';
import { Payment } from './payment.entity.js';

export type PaymentItemValues = Omit<PaymentItem, 'id' | 'paymentId'>;

/** The recorded payments and what each paid per order line; writes run in the caller's transaction. */
@Injectable()
export class PaymentsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  manager(): EntityManager {
    return this.dataSource.manager;
  }

  async insert(manager: EntityManager, payment: Omit<Payment, 'id' | 'createdAt'>, items: PaymentItemValues[]): Promise<Payment> {
    const saved = await manager.save(manager.create(Payment, payment));
    if (items.length)
      await manager.insert(
        PaymentItem,
        items.map((item) => ({ ...item, paymentId: saved.id })),
      );
    return saved;
  }

  /** The order's own payment (of the whole order) that no credit note has reversed. */
  findStanding(manager: EntityManager, orderId: number): Promise<Payment | null> {
    return manager.findOne(Payment, { where: { orderId, kind: 'PAYMENT', reversedAt: IsNull() } });
  }

  findByIdempotencyKey(idempotencyKey: string): Promise<Payment | null> {
    return this.manager().findOneBy(Payment, { idempotencyKey });
  }

  findById(manager: EntityManager, id: number): Promise<Payment | null> {
    return manager.findOneBy(Payment, { id });
  }

  itemsOf(manager: EntityManager, paymentId: number): Promise<PaymentItem[]> {
    return manager.find(PaymentItem, { where: { paymentId }, order: { id: 'ASC' } });
  }

  /** The payments over a table's bill made at the table since `since`, or paying lines of the given orders, oldest first. */
  async ofTableSince(manager: EntityManager, tableId: number, since: Date | null, orderIds: number[]): Promise<Payment[]> {
    return manager
      .createQueryBuilder(Payment, 'p')
      .where('p.order_id IS NULL')
      .andWhere(
        new Brackets((where) =>
          where
            .where('p.table_id = :tableId AND p.paid_at > :since', { tableId, since: since ?? new Date(0) })
            .orWhere('p.id IN (SELECT payment_id FROM payment_items WHERE order_id = ANY(:orderIds))', { orderIds }),
        ),
      )
      .orderBy('p.id', 'ASC')
      .getMany();
  }

  async markReversed(manager: EntityManager, id: number, at: Date): Promise<void> {
    await manager.update(Payment, { id }, { reversedAt: at });
  }
}
