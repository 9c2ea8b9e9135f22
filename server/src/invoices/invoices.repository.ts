import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { InvoiceModel } from './invoice-model.js';
import { Invoice } from './invoice.entity.js';

/** The issued invoices and credit notes; every call runs in the caller's transaction. */
@Injectable()
export class InvoicesRepository {
  findByNumber(manager: EntityManager, orderId: number, invoiceNumber: string): Promise<Invoice | null> {
    return manager.findOneBy(Invoice, { orderId, invoiceNumber });
  }

  /** The order's documents, oldest first. */
  listByOrder(manager: EntityManager, orderId: number): Promise<Invoice[]> {
    return manager.find(Invoice, { where: { orderId }, order: { id: 'ASC' } });
  }

  async insert(manager: EntityManager, orderId: number, document: InvoiceModel, reverses: Invoice | null = null): Promise<Invoice> {
    return manager.save(
      manager.create(Invoice, {
        orderId,
        invoiceNumber: document.invoiceNumber,
        issuedAt: new Date(document.issuedAt),
        document,
        kind: reverses ? 'CREDIT_NOTE' : 'INVOICE',
        reversesInvoiceId: reverses?.id ?? null,
      }),
    );
  }
}
