import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { conflict, notFound } from '../common/api-error.js';
import { AppInfo } from '../metadata/app-info.entity.js';
import { ORDER_NOT_FOUND } from '../orders/admin-orders.service.js';
import { OrderEventLog } from '../orders/order-event-log.service.js';
import type { Order } from '../orders/order.entity.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import { buildInvoiceModel, type InvoiceModel } from './invoice-model.js';
import { allocateInvoiceNumber } from './invoice-numbers.js';
import { InvoiceRenderer } from './invoice-renderer.service.js';
import { InvoicesRepository } from './invoices.repository.js';

export const INVOICE_ONLY_COMPLETED = 'Rechnung nur für abgeschlossene Bestellungen';

@Injectable()
export class InvoicesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly invoices: InvoicesRepository,
    private readonly renderer: InvoiceRenderer,
  ) {}

  /**
   * The PDF invoice of a completed order, always rendered from its snapshot: the first call issues
   * the invoice (number and snapshot), later ones print exactly that again.
   */
  async invoiceOf(orderId: number): Promise<{ fileName: string; pdf: Buffer }> {
    const { orderNumber, document } = await this.dataSource.transaction(async (manager) => {
      const order = await OrdersRepository.lockOrder(manager, orderId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      if (order.status !== 'COMPLETED') throw conflict(INVOICE_ONLY_COMPLETED);
      const issued = await this.invoices.findByOrder(manager, orderId);
      return { orderNumber: order.orderNumber, document: issued?.document ?? (await this.issue(manager, order)) };
    });
    const pdf = await this.renderer.render(document);
    return { fileName: `${orderNumber}.pdf`, pdf };
  }

  /**
   * Numbers the invoice and stores what it prints, in the transaction that holds the order's lock.
   * An order numbered before snapshots existed keeps its number and date and is snapshotted now.
   */
  private async issue(manager: EntityManager, order: Order): Promise<InvoiceModel> {
    if (!order.invoiceNumber) await this.numberInvoice(manager, order);
    const document = buildInvoiceModel(
      await OrderEventLog.loadWithItems(manager, order.id),
      await manager.findOneByOrFail(AppInfo, { id: 1 }),
    );
    await this.invoices.insert(manager, order.id, document);
    return document;
  }

  /** Plain SQL: issuing an invoice is not an edit of the order, so updated_at stays as it was. */
  private async numberInvoice(manager: EntityManager, order: Order): Promise<void> {
    const invoiceNumber = await allocateInvoiceNumber(manager);
    await manager.query('UPDATE orders SET invoice_number = $1, invoiced_at = now() WHERE id = $2', [invoiceNumber, order.id]);
  }
}
