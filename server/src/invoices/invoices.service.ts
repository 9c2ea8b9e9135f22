import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { conflict, notFound } from '../common/api-error.js';
import { AppInfo } from '../metadata/app-info.entity.js';
import { ORDER_NOT_FOUND } from '../orders/admin-orders.service.js';
import { OrderEventLog } from '../orders/order-event-log.service.js';
import type { Order } from '../orders/order.entity.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import { allocateInvoiceNumber } from './invoice-numbers.js';
import { buildInvoiceModel } from './invoice-model.js';
import { InvoiceRenderer } from './invoice-renderer.service.js';

export const INVOICE_ONLY_COMPLETED = 'Rechnung nur für abgeschlossene Bestellungen';

@Injectable()
export class InvoicesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly renderer: InvoiceRenderer,
  ) {}

  /** The PDF invoice of a completed order; the first call gives it its number, later ones reuse it. */
  async invoiceOf(orderId: number): Promise<{ fileName: string; pdf: Buffer }> {
    const { order, info } = await this.dataSource.transaction(async (manager) => {
      const order = await OrdersRepository.lockOrder(manager, orderId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      if (order.status !== 'COMPLETED') throw conflict(INVOICE_ONLY_COMPLETED);
      if (!order.invoiceNumber) await this.numberInvoice(manager, order);
      return {
        order: await OrderEventLog.loadWithItems(manager, orderId),
        info: await manager.findOneByOrFail(AppInfo, { id: 1 }),
      };
    });
    const pdf = await this.renderer.render(buildInvoiceModel(order, info));
    return { fileName: `${order.orderNumber}.pdf`, pdf };
  }

  /** Plain SQL: issuing an invoice is not an edit of the order, so updated_at stays as it was. */
  private async numberInvoice(manager: EntityManager, order: Order): Promise<void> {
    const invoiceNumber = await allocateInvoiceNumber(manager);
    await manager.query('UPDATE orders SET invoice_number = $1, invoiced_at = now() WHERE id = $2', [invoiceNumber, order.id]);
  }
}
