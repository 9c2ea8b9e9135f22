import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { Payment } from './payment.entity.js';

/** The recorded payments; writes run in the caller's transaction. */
@Injectable()
export class PaymentsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, payment: Omit<Payment, 'id' | 'createdAt'>): Promise<Payment> {
    return manager.save(manager.create(Payment, payment));
  }

  findByOrder(orderId: number): Promise<Payment | null> {
    return this.dataSource.getRepository(Payment).findOneBy({ orderId });
  }
}
