import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { notFound } from '../common/api-error.js';
import type { InvoiceRecipient } from './invoice-recipient.js';
import type { Order } from './order.entity.js';
import { OrdersRepository } from './orders.repository.js';

export const ORDER_NOT_FOUND = 'Bestellung nicht gefunden.';

/** One order with its items; what other modules (invoices) may do with an order, in their transaction. */
@Injectable()
export class OrdersService {
  constructor(private readonly orders: OrdersRepository) {}

  /** The order with its items; 404 when there is none. */
  async withItems(id: number, manager?: EntityManager): Promise<Order> {
    const [order] = await this.orders.findWithItems([id], manager);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  }

  /** The order (without items), its row locked until the caller's transaction ends; 404 when there is none. */
  async lock(manager: EntityManager, id: number): Promise<Order> {
    const order = await this.orders.lock(manager, id);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  }

  /** The orders with their items, their rows locked until the caller's transaction ends (a table's bill). */
  async lockWithItems(manager: EntityManager, ids: number[]): Promise<Order[]> {
    const locked = await this.orders.lockMany(manager, ids);
    return this.orders.findWithItems(
      locked.map((o) => o.id),
      manager,
    );
  }

  /** Writes fields of an order the caller has locked (payment status, table): no event, the caller records it. */
  async patch(
    manager: EntityManager,
    id: number,
    patch: Partial<Pick<Order, 'paymentStatus' | 'paymentMethod' | 'tableId' | 'tableNumber'>>,
  ) {
    await this.orders.update(manager, id, patch);
  }

  /**
   * Writes whom the order's invoice names, in the caller's transaction (the caller has locked the order and checked
   * that its invoice is not issued yet); answers the columns written.
   */
  async setInvoiceRecipient(manager: EntityManager, id: number, recipient: InvoiceRecipient | null) {
    const patch: Pick<Order, 'invoiceRecipientName' | 'invoiceRecipientAddress' | 'invoiceRecipientUid'> = {
      invoiceRecipientName: recipient?.name ?? null,
      invoiceRecipientAddress: recipient?.address ?? null,
      invoiceRecipientUid: recipient?.uid ?? null,
    };
    await this.orders.update(manager, id, patch);
    return patch;
  }

  /** The order the guest session placed (not one another phone sent from the table's basket), or null. */
  placedBy(sessionId: string, id: number): Promise<Order | null> {
    return this.orders.findPlacedBy(sessionId, id);
  }

  /** The invoice numbers of the standing payments over a table's bill that paid a part of the order. */
  partsPaidAtTable(manager: EntityManager, id: number): Promise<string[]> {
    return this.orders.partsPaidAtTable(manager, id);
  }

  /** Gives the order its invoice number (and date) in the caller's transaction; not an edit of the order. */
  setInvoiceNumber(manager: EntityManager, id: number, invoiceNumber: string): Promise<void> {
    return this.orders.setInvoiceNumber(manager, id, invoiceNumber);
  }
}
