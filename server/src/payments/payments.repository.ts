import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, IsNull } from 'typeorm';
import { Payment } from './payment.entity.js';

/** The recorded payments; writes run in the caller's transaction. */
@Injectable()
export class PaymentsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  manager(): EntityManager {
    return this.dataSource.manager;
  }

  async insert(manager: EntityManager, payment: Omit<Payment, 'id' | 'createdAt'>): Promise<Payment> {
    return manager.save(manager.create(Payment, payment));
  }

  /** The order's payment that no credit note has reversed. */
  findStanding(manager: EntityManager, orderId: number): Promise<Payment | null> {
    return manager.findOne(Payment, { where: { orderId, kind: 'PAYMENT', reversedAt: IsNull() } });
  }

  async markReversed(manager: EntityManager, id: number, at: Date): Promise<void> {
    await manager.update(Payment, { id }, { reversedAt: at });
  }
}
