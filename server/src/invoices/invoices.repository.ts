import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { InvoiceModel } from './invoice-model.js';
import { Invoice } from './invoice.entity.js';

/** The issued invoices; every call runs in the caller's transaction. */
@Injectable()
export class InvoicesRepository {
  findByOrder(manager: EntityManager, orderId: number): Promise<Invoice | null> {
    return manager.findOneBy(Invoice, { orderId });
  }

  async insert(manager: EntityManager, orderId: number, document: InvoiceModel): Promise<void> {
    await manager.insert(Invoice, { orderId, invoiceNumber: document.invoiceNumber, issuedAt: new Date(document.issuedAt), document });
  }
}
