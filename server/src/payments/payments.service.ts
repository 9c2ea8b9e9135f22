import { HttpException, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { badRequest, conflict, notFound } from '../common/api-error.js';
import { formatEuro } from '../common/money.js';
import type { VatRate } from '../common/vat.js';
import { InvoicesService } from '../invoices/invoices.service.js';
import { OrderActionsService } from '../orders/order-actions.service.js';
import type { OrderDetailDto } from '../orders/dto/order.dto.js';
import type { PaymentMethod } from '../orders/order-status.js';
import type { OrderEventPart } from '../orders/order-event-text.js';
import type { InvoicePayment } from '../invoices/invoice-model.js';
import type { Order } from '../orders/order.entity.js';
import { recipientFromInput, recipientSummary } from '../orders/invoice-recipient.js';
import { OrdersService } from '../orders/orders.service.js';
import { AdminOrdersService } from '../orders/admin-orders.service.js';
import type { PayOrderDto } from './dto/pay-order.dto.js';
import type { PaidOrderDto, PaymentDto } from './dto/payment.dto.js';
import type { Payment } from './payment.entity.js';
import { PaymentsRepository } from './payments.repository.js';

const RATE_COLUMNS: Record<VatRate, 'vat0GrossCents' | 'vat10GrossCents' | 'vat13GrossCents' | 'vat20GrossCents'> = {
  VAT_0: 'vat0GrossCents',
  VAT_10: 'vat10GrossCents',
  VAT_13: 'vat13GrossCents',
  VAT_20: 'vat20GrossCents',
};

const changeOf = (payment: Pick<Payment, 'givenCents' | 'amountCents' | 'tipCents'>) =>
  payment.givenCents === null ? null : payment.givenCents - payment.amountCents - payment.tipCents;

export function toPaymentDto(payment: Payment): PaymentDto {
  return {
    paymentId: payment.id,
    orderId: payment.orderId,
    tableNumber: payment.tableNumber,
    invoiceNumber: payment.invoiceNumber,
    method: payment.method,
    amountCents: payment.amountCents,
    tipCents: payment.tipCents,
    givenCents: payment.givenCents,
    changeCents: changeOf(payment),
    staffUsername: payment.staffUsername,
    paidAt: payment.paidAt.toISOString(),
  };
}

/** givenCents is the cash handed over: only with cash. */
function checkGiven(dto: PayOrderDto): void {
  if (dto.givenCents !== undefined && dto.paymentMethod !== 'CASH') throw badRequest('givenCents: nur bei Barzahlung');
}

/** The timeline's note of a recipient named (or taken away) with the payment. */
function recipientNote(dto: PayOrderDto): OrderEventPart[] {
  if (dto.recipient === undefined) return [];
  return dto.recipient
    ? [{ code: 'recipient_set', params: { recipient: recipientSummary(recipientFromInput(dto.recipient)!) } }]
    : [{ code: 'no_recipient' }];
}

/** The timeline's line of a payment: "Bezahlt: Bar 16,40 €, Trinkgeld 1,00 €, gegeben 20,00 €, Rückgeld 2,60 € – Rechnung RE-7". */
export function paidText(payment: Payment, tableBill = false): OrderEventPart {
  return {
    code: 'paid',
    params: {
      method: payment.method,
      amountCents: payment.amountCents,
      tipCents: payment.tipCents,
      givenCents: payment.givenCents,
      changeCents: changeOf(payment),
      invoice: payment.invoiceNumber ?? '',
      ...(tableBill && { tableBill }),
    },
  };
}

/** Payments of whole orders: recorded by the staff member who collects them, with the invoice issued at once. */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly actions: OrderActionsService,
    private readonly orders: OrdersService,
    private readonly invoices: InvoicesService,
    private readonly adminOrders: AdminOrdersService,
  ) {}

  /**
   * Records the payment of the whole order and issues its invoice (and the register's receipt). A retry with the same
   * Idempotency-Key answers the payment it made, also when the first request is still running: one invoice, one receipt.
   */
  async payOrder(orderId: number, dto: PayOrderDto, staffUsername: string, idempotencyKey: string | null = null): Promise<PaidOrderDto> {
    const earlier = idempotencyKey && (await this.payments.findByIdempotencyKey(idempotencyKey));
    if (earlier) return this.replayed(earlier, orderId);
    let recorded: Payment | undefined;
    try {
      const order = await this.actions.pay(orderId, dto.paymentMethod, staffUsername, async (manager, order) => {
        recorded = await this.collect(manager, order, dto, staffUsername, idempotencyKey);
        return [paidText(recorded), ...recipientNote(dto)];
      });
      return { payment: toPaymentDto(recorded!), order };
    } catch (err) {
      // The same key's first request paid meanwhile (it held the order's lock, or took the key first): its payment is
      // the answer.
      const refused = (err instanceof HttpException && err.getStatus() === 409) || (err as { code?: string }).code === '23505';
      const paid = idempotencyKey && refused && (await this.payments.findByIdempotencyKey(idempotencyKey));
      if (paid) return this.replayed(paid, orderId);
      throw err;
    }
  }

  private async replayed(payment: Payment, orderId: number): Promise<PaidOrderDto> {
    if (payment.orderId !== orderId) throw conflict('Dieser Idempotency-Key gehört zur Zahlung einer anderen Bestellung.');
    return { payment: toPaymentDto(payment), order: await this.adminOrders.detail(orderId) };
  }

  /** Cancels a paid order: a credit note reverses its invoice and its payment (ADMIN). */
  refundOrder(orderId: number, staffUsername: string): Promise<OrderDetailDto> {
    return this.actions.refund(orderId, staffUsername, async (manager, order) => {
      const creditNote = await this.reverse(manager, order, staffUsername);
      return [{ code: 'refunded', params: { creditNote, invoice: order.invoiceNumber ?? '' } }];
    });
  }

  /** Fixes a wrong payment method, tip or cash given: a credit note reverses the payment, a new one is recorded (ADMIN). */
  async correctPayment(orderId: number, dto: PayOrderDto, staffUsername: string): Promise<PaidOrderDto> {
    checkGiven(dto);
    let recorded: Payment | undefined;
    const order = await this.actions.correctPayment(orderId, dto.paymentMethod, staffUsername, async (manager, order) => {
      const reversed = order.invoiceNumber;
      const creditNote = await this.reverse(manager, order, staffUsername);
      recorded = await this.collect(manager, order, dto, staffUsername);
      return [{ code: 'payment_corrected', params: { creditNote, invoice: reversed ?? '' } }, paidText(recorded), ...recipientNote(dto)];
    });
    return { payment: toPaymentDto(recorded!), order };
  }

  async paymentOf(orderId: number): Promise<PaymentDto> {
    const payment = await this.payments.findStanding(this.payments.manager(), orderId);
    if (!payment) throw notFound('Diese Bestellung ist nicht bezahlt.');
    return toPaymentDto(payment);
  }

  /**
   * The payments over a table's bill (and credit notes) of its party: made there since `since` (when staff last freed
   * it), or paying lines of its open orders (moved there from another table), oldest first.
   */
  async ofTableSince(manager: EntityManager, tableId: number, since: Date | null, orderIds: number[]): Promise<PaymentDto[]> {
    return (await this.payments.ofTableSince(manager, tableId, since, orderIds)).map(toPaymentDto);
  }

  /** A payment by id, for the reversal of a payment over a table's bill. */
  findById(manager: EntityManager, id: number): Promise<Payment | null> {
    return this.payments.findById(manager, id);
  }

  /** What a payment paid, line by line. */
  itemsOf(manager: EntityManager, paymentId: number) {
    return this.payments.itemsOf(manager, paymentId);
  }

  /** The tip, the cash given and the change of a payment of `amountCents`: 400 when the cash given does not cover it. */
  settle(dto: PayOrderDto, amountCents: number): InvoicePayment {
    checkGiven(dto);
    const tipCents = dto.tipCents ?? 0;
    const givenCents = dto.givenCents ?? null;
    if (givenCents !== null && givenCents < amountCents + tipCents)
      throw badRequest(`givenCents: ${formatEuro(givenCents)} gegeben, zu zahlen sind ${formatEuro(amountCents + tipCents)}`);
    return { tipCents, givenCents, changeCents: changeOf({ givenCents, amountCents, tipCents }) };
  }

  /** Stores a payment of what `shares` pay (its invoice already issued as `invoiceNumber`), in the caller's transaction. */
  record(
    manager: EntityManager,
    target: PaymentTarget,
    method: PaymentMethod,
    settled: InvoicePayment,
    shares: PaidShare[],
    staffUsername: string,
    invoiceNumber: string,
    idempotencyKey: string | null = null,
  ): Promise<Payment> {
    const byRate = { vat0GrossCents: 0, vat10GrossCents: 0, vat13GrossCents: 0, vat20GrossCents: 0 };
    for (const share of shares) byRate[RATE_COLUMNS[share.vatRate]] += share.cents;
    return this.payments.insert(
      manager,
      {
        kind: 'PAYMENT',
        ...target,
        method,
        amountCents: shares.reduce((sum, share) => sum + share.cents, 0),
        tipCents: settled.tipCents,
        givenCents: settled.givenCents,
        ...byRate,
        staffUsername,
        paidAt: new Date(),
        invoiceNumber,
        reversesPaymentId: null,
        reversedAt: null,
        idempotencyKey,
      },
      shares.map(({ orderId, orderItemId, quantity, cents }) => ({ orderId, orderItemId, quantity, grossCents: cents })),
    );
  }

  /** Books a credit note (numbered `creditNoteNumber`) against a standing payment: its negated amounts and lines. */
  async recordCreditNote(manager: EntityManager, standing: Payment, staffUsername: string, creditNoteNumber: string): Promise<Payment> {
    const items = await this.payments.itemsOf(manager, standing.id);
    const now = new Date();
    await this.payments.markReversed(manager, standing.id, now);
    return this.payments.insert(
      manager,
      {
        kind: 'CREDIT_NOTE',
        orderId: standing.orderId,
        tableId: standing.tableId,
        tableNumber: standing.tableNumber,
        method: standing.method,
        amountCents: -standing.amountCents,
        tipCents: -standing.tipCents,
        givenCents: null,
        vat0GrossCents: -standing.vat0GrossCents,
        vat10GrossCents: -standing.vat10GrossCents,
        vat13GrossCents: -standing.vat13GrossCents,
        vat20GrossCents: -standing.vat20GrossCents,
        staffUsername,
        paidAt: now,
        invoiceNumber: creditNoteNumber,
        reversesPaymentId: standing.id,
        reversedAt: null,
        idempotencyKey: null,
      },
      items.map(({ orderId, orderItemId, quantity, grossCents }) => ({
        orderId,
        orderItemId,
        quantity: -quantity,
        grossCents: -grossCents,
      })),
    );
  }

  /**
   * Records the payment of the whole order and issues its invoice, in the order's transaction; a recipient the payment
   * names (or null: none) becomes the order's first (its invoice is not issued yet, or was just reversed).
   */
  private async collect(
    manager: EntityManager,
    order: Order,
    dto: PayOrderDto,
    staffUsername: string,
    idempotencyKey: string | null = null,
  ): Promise<Payment> {
    const partly = await this.orders.partsPaidAtTable(manager, order.id);
    if (partly.length)
      throw conflict(`Teile dieser Bestellung sind über die Tischrechnung bezahlt (${partly.join(', ')}): den Rest am Tisch abrechnen.`);
    if (dto.recipient !== undefined) await this.orders.setInvoiceRecipient(manager, order.id, recipientFromInput(dto.recipient));
    const { items } = await this.orders.withItems(order.id, manager);
    const shares = items.map((item) => ({
      orderId: order.id,
      orderItemId: item.id,
      vatRate: item.vatRate,
      quantity: item.quantity,
      cents: item.priceFinalCents,
    }));
    const settled = this.settle(
      dto,
      shares.reduce((sum, share) => sum + share.cents, 0),
    );
    const invoice = await this.invoices.issue(manager, order, settled);
    return this.record(
      manager,
      { orderId: order.id, tableId: null, tableNumber: null },
      dto.paymentMethod,
      settled,
      shares,
      staffUsername,
      invoice.invoiceNumber,
      idempotencyKey,
    );
  }

  /** Issues the credit note of the order's invoice and books it against the standing payment; answers its number. */
  private async reverse(manager: EntityManager, order: Order, staffUsername: string): Promise<string> {
    const standing = await this.payments.findStanding(manager, order.id);
    if (!standing) {
      const atTable = await this.orders.partsPaidAtTable(manager, order.id);
      if (atTable.length)
        throw conflict(`Die Bestellung ist über die Tischrechnung bezahlt (${atTable.join(', ')}): diese Zahlung stornieren.`);
      throw conflict('Die Bestellung hat keine Zahlung, die storniert werden könnte.');
    }
    const creditNote = await this.invoices.issueCreditNote(manager, order);
    await this.recordCreditNote(manager, standing, staffUsername, creditNote.invoiceNumber);
    return creditNote.invoiceNumber;
  }
}

/** Where a payment belongs: a whole order, or a table's bill. */
export type PaymentTarget = Pick<Payment, 'orderId' | 'tableId' | 'tableNumber'>;

/** What a payment pays of one order line. */
export interface PaidShare {
  orderId: number;
  orderItemId: number;
  vatRate: VatRate;
  quantity: number;
  cents: number;
}
