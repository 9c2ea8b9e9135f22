import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { conflict } from '../common/api-error.js';
import { AppInfoService } from '../metadata/app-info.service.js';
import type { Order } from '../orders/order.entity.js';
import { OrdersService } from '../orders/orders.service.js';
import { buildInvoiceModel, type InvoiceModel, type InvoicePayment } from './invoice-model.js';
import { InvoiceRenderer } from './invoice-renderer.service.js';
import { InvoicesRepository } from './invoices.repository.js';

const INVOICE_ONLY_PAID = 'Rechnung nur für bezahlte Bestellungen: die Rechnung entsteht beim Bezahlen.';

@Injectable()
export class InvoicesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly invoices: InvoicesRepository,
    private readonly orders: OrdersService,
    private readonly appInfo: AppInfoService,
    private readonly renderer: InvoiceRenderer,
  ) {}

  /**
   * The PDF invoice of a paid order, always rendered from its snapshot. Payments issue it; an order paid before they
   * did gets it on the first call, and later calls print exactly that again.
   */
  async invoiceOf(orderId: number): Promise<{ fileName: string; pdf: Buffer }> {
    const { orderNumber, document } = await this.dataSource.transaction(async (manager) => {
      const order = await this.orders.lock(manager, orderId);
      if (order.paymentStatus !== 'PAID') throw conflict(INVOICE_ONLY_PAID);
      const issued = await this.invoices.findByOrder(manager, orderId);
      return { orderNumber: order.orderNumber, document: issued?.document ?? (await this.issue(manager, order, null)) };
    });
    const pdf = await this.renderer.render(document);
    return { fileName: `${orderNumber}.pdf`, pdf };
  }

  /**
   * Numbers the invoice and stores what it prints, in the transaction that holds the order's lock (the payment's).
   * An order numbered before snapshots existed keeps its number and date and is snapshotted now.
   */
  async issue(manager: EntityManager, order: Order, payment: InvoicePayment | null): Promise<InvoiceModel> {
    if (!order.invoiceNumber) await this.orders.setInvoiceNumber(manager, order.id, await this.appInfo.takeInvoiceNumber(manager));
    const document = buildInvoiceModel(await this.orders.withItems(order.id, manager), await this.appInfo.current(manager), payment);
    await this.invoices.insert(manager, order.id, document);
    return document;
  }
}
