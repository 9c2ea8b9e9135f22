import { Injectable } from '@nestjs/common';
import { notFound } from '../common/api-error.js';
import type { GuestInvoiceRecipientDto, InvoiceRecipientInputDto } from './dto/invoice-recipient.dto.js';
import type { OrderDetailDto } from './dto/order.dto.js';
import { recipientFromInput, recipientOf, recipientRefusal } from './invoice-recipient.js';
import { OrderActionsService } from './order-actions.service.js';
import { ORDER_NOT_FOUND, OrdersService } from './orders.service.js';

const guestView = (order: Pick<OrderDetailDto, 'invoiceRecipient' | 'invoiceRecipientEditable'>): GuestInvoiceRecipientDto => ({
  recipient: order.invoiceRecipient,
  editable: order.invoiceRecipientEditable,
});

/**
 * Whom an order's invoice names (a business guest's "Firmenrechnung"): the guest sets it on the order they placed,
 * staff on any order, both until the invoice is issued. The invoice copies it into its snapshot (InvoicesService).
 */
@Injectable()
export class InvoiceRecipientService {
  constructor(
    private readonly orders: OrdersService,
    private readonly actions: OrderActionsService,
  ) {}

  /** The recipient of an order the guest session placed (404 for any other order). */
  async ofGuest(sessionId: string, orderId: number): Promise<GuestInvoiceRecipientDto> {
    const order = await this.orders.placedBy(sessionId, orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return { recipient: recipientOf(order), editable: recipientRefusal(order) === null };
  }

  async setByGuest(sessionId: string, orderId: number, dto: InvoiceRecipientInputDto | null): Promise<GuestInvoiceRecipientDto> {
    return guestView(await this.actions.setInvoiceRecipient(orderId, recipientFromInput(dto), null, sessionId));
  }

  setByStaff(orderId: number, dto: InvoiceRecipientInputDto | null, staffUsername: string): Promise<OrderDetailDto> {
    return this.actions.setInvoiceRecipient(orderId, recipientFromInput(dto), staffUsername);
  }
}
