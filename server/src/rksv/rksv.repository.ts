import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { RksvReceipt } from './rksv-receipt.entity.js';
import { RksvRegister } from './rksv-register.entity.js';

/** The queries over the register (`rksv_registers`) and its receipts (`rksv_receipts`, insert-only). */
@Injectable()
export class RksvRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** The register in operation, or null. */
  active(manager: EntityManager = this.manager): Promise<RksvRegister | null> {
    return manager.findOneBy(RksvRegister, { state: 'ACTIVE' });
  }

  /** The register in operation, locked until the caller's transaction ends: receipts queue up here, one chain. */
  lockActive(manager: EntityManager): Promise<RksvRegister | null> {
    return manager.findOne(RksvRegister, { where: { state: 'ACTIVE' }, lock: { mode: 'pessimistic_write' } });
  }

  /** The last register, also a decommissioned one (its receipts stay exportable). */
  latest(manager: EntityManager = this.manager): Promise<RksvRegister | null> {
    return manager.findOne(RksvRegister, { where: {}, order: { id: 'DESC' } });
  }

  createRegister(manager: EntityManager, register: Omit<RksvRegister, 'id' | 'createdAt'>): Promise<RksvRegister> {
    return manager.save(RksvRegister, manager.create(RksvRegister, register));
  }

  async updateRegister(manager: EntityManager, id: number, changes: Partial<RksvRegister>): Promise<void> {
    await manager.update(RksvRegister, { id }, changes);
  }

  insertReceipt(manager: EntityManager, receipt: Omit<RksvReceipt, 'id' | 'createdAt'>): Promise<RksvReceipt> {
    return manager.save(RksvReceipt, manager.create(RksvReceipt, receipt));
  }

  /** The register's receipts in the order they were chained, optionally of the local days from..to (yyyy-MM-dd). */
  receipts(registerId: number, range: { from?: string; to?: string } = {}, manager: EntityManager = this.manager): Promise<RksvReceipt[]> {
    const query = manager.createQueryBuilder(RksvReceipt, 'r').where('r.register_id = :registerId', { registerId }).orderBy('r.id', 'ASC');
    if (range.from) query.andWhere('r.date_time >= :from', { from: range.from });
    if (range.to) query.andWhere('r.date_time < :until', { until: `${range.to}T99` });
    return query.getMany();
  }

  /** The last `limit` receipts, newest first. */
  lastReceipts(registerId: number, limit: number): Promise<RksvReceipt[]> {
    return this.manager.find(RksvReceipt, { where: { registerId }, order: { id: 'DESC' }, take: limit });
  }

  receiptByNumber(registerId: number, receiptNumber: string): Promise<RksvReceipt | null> {
    return this.manager.findOneBy(RksvReceipt, { registerId, receiptNumber });
  }
}
