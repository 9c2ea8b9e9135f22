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

  /** Any document by its number (numbers are unique over the invoice range). */
  findAnyByNumber(manager: EntityManager, invoiceNumber: string): Promise<Invoice | null> {
    return manager.findOneBy(Invoice, { invoiceNumber });
  }

  /** The order's documents, its own and those of payments over a table's bill that paid lines of it, oldest first. */
  listByOrder(manager: EntityManager, orderId: number): Promise<Invoice[]> {
    return manager
      .createQueryBuilder(Invoice, 'inv')
      .where('inv.order_id = :orderId', { orderId })
      .orWhere(
        `inv.invoice_number IN (SELECT p.invoice_number FROM payments p JOIN payment_items i ON i.payment_id = p.id
         WHERE i.order_id = :orderId AND p.order_id IS NULL)`,
        { orderId },
      )
      .orderBy('inv.id', 'ASC')
      .getMany();
  }

  async insert(manager: EntityManager, orderId: number | null, document: InvoiceModel, reverses: Invoice | null = null): Promise<Invoice> {
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
