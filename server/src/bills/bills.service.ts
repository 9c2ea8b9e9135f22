import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ApiError, badRequest, conflict, notFound } from '../common/api-error.js';
import { formatEuro } from '../common/money.js';
import { AppConfig } from '../config/app-config.js';
import { scaledLimit } from '../rate-limits/scaled-limit.js';
import type { AppEvents } from '../events/app-events.js';
import { EventBus, ReactTo } from '../events/event-bus.service.js';
import { type BillInvoiceInput, RECIPIENT_REQUIRED_CODE } from '../invoices/invoice-model.js';
import { InvoicesService } from '../invoices/invoices.service.js';
import type { OrderDetailDto } from '../orders/dto/order.dto.js';
import { OrderEventLog } from '../orders/order-event-log.service.js';
import type { OrderEvent } from '../orders/order-event.entity.js';
import type { PaymentMethod } from '../orders/order-status.js';
import type { Order } from '../orders/order.entity.js';
import { type InvoiceRecipient, recipientFromInput, recipientOf } from '../orders/invoice-recipient.js';
import { toOrderDetailDto } from '../orders/order.mapper.js';
import { OrdersService } from '../orders/orders.service.js';
import type { Payment } from '../payments/payment.entity.js';
import { type PaidShare, paidText, PaymentsService, toPaymentDto } from '../payments/payments.service.js';
import type { OrderEventPart } from '../orders/order-event-text.js';
import { equalShare, type LineShare, openCents, openPieces, piecesShare } from './bill-split.js';
import { BillsRepository, type BillLineRow } from './bills.repository.js';
import type { BillGuestDto, BillLineDto, BillPaymentDto, GuestBillDto, OpenTableDto, TableBillDto } from './dto/bill.dto.js';
import type { ActiveSession } from '../sessions/sessions.repository.js';
import type { Language } from '../common/translations.js';
import { GERMAN_NAMES, GuestMenuNames, type MenuNames } from '../menu-texts/guest-menu-names.js';
import type { PayBillDto } from './dto/pay-bill.dto.js';

const TABLE_NOT_FOUND = 'Tisch nicht gefunden.';

type Share = LineShare & { line: BillLineRow };

/** A line is on the bill while cents or pieces of it are open (a free line: its pieces). */
const isOpen = (line: BillLineRow) => openCents(line) > 0 || openPieces(line) > 0;

/**
 * The bill's open lines by guest: the name they gave, or "Gast n" numbered in the order the guests first ordered
 * among all lines of the open orders (paid ones too, so a guest keeps their number when another one has paid).
 */
function byGuest(lines: BillLineRow[], names: MenuNames): BillGuestDto[] {
  const numbers = new Map<string, number>();
  for (const line of lines)
    if (line.guestSessionId !== null && !numbers.has(line.guestSessionId)) numbers.set(line.guestSessionId, numbers.size + 1);
  const guests = new Map<string, BillGuestDto>();
  for (const line of lines.filter(isOpen)) {
    const key = line.guestSessionId ?? 'table';
    let guest = guests.get(key);
    if (!guest) {
      const guestNumber = line.guestSessionId !== null && line.guestName === null ? numbers.get(key)! : null;
      const name = line.guestSessionId === null ? 'Tisch' : (line.guestName ?? `Gast ${guestNumber}`);
      guest = { key, name, guestNumber, openCents: 0, lines: [] };
      guests.set(key, guest);
    }
    guest.lines.push(toLineDto(line, names));
    guest.openCents += openCents(line);
  }
  return [...guests.values()];
}

function toLineDto(line: BillLineRow, names: MenuNames): BillLineDto {
  const { orderItemId, orderId, orderNumber, note, vatRate, quantity, unitPriceCents, priceFinalCents } = line;
  return {
    orderItemId,
    orderId,
    orderNumber,
    menuItemName: names.item(line.menuItemId, line.menuItemName),
    extras: line.extras.map((name, i) => names.extra(line.extraIds[i], name)),
    note,
    vatRate,
    quantity,
    unitPriceCents,
    priceFinalCents,
    openQuantity: openPieces(line),
    openCents: openCents(line),
  };
}

/** What the invoice prints of the shares a payment pays: pieces, or "Anteil" for a share of a line's price. */
function invoiceInput(tableNumber: number, method: PaymentMethod, shares: Share[]): Omit<BillInvoiceInput, 'recipient'> {
  return {
    place: ['Tisch', String(tableNumber)],
    orderNumbers: [...new Set(shares.map((s) => s.line.orderNumber))].sort((a, b) => a - b),
    servedAt: new Date(Math.min(...shares.map((s) => s.line.submittedAt.getTime()))),
    method,
    lines: shares.map(({ line, quantity, cents }) => ({
      quantity: quantity !== 0 ? String(quantity) : 'Anteil',
      article: line.menuItemName,
      extras: line.extras,
      vatRate: line.vatRate,
      unitPriceCents: line.unitPriceCents,
      cents,
    })),
  };
}

const toPaidShares = (shares: Share[]): PaidShare[] =>
  shares.map(({ line, quantity, cents }) => ({
    orderId: line.orderId,
    orderItemId: line.orderItemId,
    vatRate: line.vatRate,
    quantity,
    cents,
  }));

/**
 * A table's bill: every open line of its unpaid orders, paid in parts (lines, pieces, equal shares) each with its own
 * invoice; moving orders between tables and freeing a settled table. Every change locks the table's row first (then
 * its orders, in id order), so two waiters at one bill take turns and the second sees what the first paid.
 */
@Injectable()
export class BillsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bills: BillsRepository,
    private readonly orders: OrdersService,
    private readonly payments: PaymentsService,
    private readonly invoices: InvoicesService,
    private readonly eventLog: OrderEventLog,
    private readonly names: GuestMenuNames,
    private readonly bus: EventBus,
    private readonly config: AppConfig,
  ) {}

  async openTables(): Promise<OpenTableDto[]> {
    const maxOpenPerTable = scaledLimit(this.config.orderLimits.maxOpenPerTable, this.config.rateLimitFactor);
    return (await this.bills.openTables()).map((t) => ({
      ...t,
      firstOrderAt: t.firstOrderAt.toISOString(),
      // At the limit further checkouts are refused (CheckoutService): a real party rarely gets there, a script does.
      unusualOrders: t.awaitingApproval >= maxOpenPerTable,
    }));
  }

  /** The table's bill; products and extras named by `names` (the guest's language on the guest's phone). */
  async bill(tableId: number, manager: EntityManager = this.bills.manager(), names: MenuNames = GERMAN_NAMES): Promise<TableBillDto> {
    const table = await this.bills.findTable(manager, tableId);
    if (!table) throw notFound(TABLE_NOT_FOUND);
    const orderIds = await this.bills.openOrderIds(manager, tableId);
    const lines = await this.bills.lines(manager, orderIds);
    const open = lines.filter(isOpen);
    return {
      tableId,
      tableNumber: table.tableNumber,
      openCents: open.reduce((sum, line) => sum + openCents(line), 0),
      firstOrderAt: open.length ? new Date(Math.min(...open.map((l) => l.submittedAt.getTime()))).toISOString() : null,
      settled: open.length === 0,
      guests: byGuest(lines, names),
      payments: await this.payments.ofTableSince(manager, tableId, await this.bills.freedAt(manager, tableId), orderIds),
    };
  }

  /** A guest's view of the bill: every open line at their table by guest, their own marked (404 for takeaway). */
  async guestBill(guest: ActiveSession, lang: Language): Promise<GuestBillDto> {
    if (guest.tableId === null) throw notFound('Eine Tischrechnung gibt es nur an einem Tisch.');
    const bill = await this.bill(guest.tableId, this.bills.manager(), await this.names.in(lang));
    const mine = bill.guests.find((g) => g.key === guest.sessionId) ?? null;
    return {
      tableNumber: bill.tableNumber,
      openCents: bill.openCents,
      mineOpenCents: mine?.openCents ?? 0,
      mineKey: mine?.key ?? null,
      guests: bill.guests,
    };
  }

  /** Pays lines (pieces of them) or one equal part of what is open, with its own invoice. */
  async pay(tableId: number, dto: PayBillDto, staffUsername: string): Promise<BillPaymentDto> {
    if ((dto.lines === undefined) === (dto.share === undefined))
      throw badRequest('Entweder lines (Positionen) oder share (gleiche Teile) angeben.');
    if (dto.share && dto.expectedCents === undefined) throw badRequest('expectedCents: bei gleichen Teilen Pflicht (der gezeigte Betrag)');
    const { payment, events } = await this.dataSource.transaction(async (manager) => {
      const { tableNumber } = await this.lockTable(manager, tableId);
      const orders = await this.orders.lockWithItems(manager, await this.bills.openOrderIds(manager, tableId));
      const lines = await this.bills.lines(
        manager,
        orders.map((o) => o.id),
      );
      const shares = sharesFor(dto, lines.filter(isOpen));
      const amountCents = shares.reduce((sum, share) => sum + share.cents, 0);
      if (dto.expectedCents !== undefined && dto.expectedCents !== amountCents)
        throw conflict(`Die Rechnung hat sich geändert: zu zahlen sind jetzt ${formatEuro(amountCents)}. Bitte neu laden.`);
      const settled = this.payments.settle(dto, amountCents);
      const recipient = dto.recipient !== undefined ? recipientFromInput(dto.recipient) : recipientOfOrders(orders, shares);
      const invoice = await this.invoices.issueBill(manager, invoiceInput(tableNumber, dto.paymentMethod, shares), recipient, settled);
      const target = { orderId: null, tableId, tableNumber };
      const payment = await this.payments.record(
        manager,
        target,
        dto.paymentMethod,
        settled,
        toPaidShares(shares),
        staffUsername,
        invoice.invoiceNumber,
      );
      return { payment, events: await this.bookOnOrders(manager, orders, lines, shares, payment, staffUsername) };
    });
    await this.publish(events);
    await this.bus.dispatch('table.paid', { tableId });
    return { payment: toPaymentDto(payment), bill: await this.bill(tableId) };
  }

  /**
   * A table whose bill is paid in full is settled: its party ends (its guests' sessions, so a guest who has left
   * cannot reach the next party's basket or orders), as with "Tisch freigeben". Paying one whole order ("Bezahlt", the
   * pay-on-delivery way of a beer garden or a counter) does not: the party goes on ordering.
   */
  @ReactTo('table.paid')
  async endPartyIfSettled({ tableId }: AppEvents['table.paid']): Promise<void> {
    if (!(await this.bills.openOrderIds(this.bills.manager(), tableId)).length) await this.bus.dispatch('tables.closed', { tableId });
  }

  /** Reverses a payment over a table's bill with a credit note (ADMIN): its lines are open again. */
  async reversePayment(paymentId: number, staffUsername: string): Promise<BillPaymentDto> {
    const { creditNote, tableId, events } = await this.dataSource.transaction(async (manager) => {
      const payment = await this.payments.findById(manager, paymentId);
      if (!payment) throw notFound('Zahlung nicht gefunden.');
      if (payment.orderId !== null || payment.tableId === null)
        throw conflict('Die Zahlung einer ganzen Bestellung wird in der Bestellung storniert (Stornorechnung).');
      if (payment.kind !== 'PAYMENT' || payment.reversedAt !== null) throw conflict('Diese Zahlung ist bereits storniert.');
      await this.lockTable(manager, payment.tableId);
      const items = await this.payments.itemsOf(manager, payment.id);
      const orders = await this.orders.lockWithItems(manager, [...new Set(items.map((i) => i.orderId))]);
      const lines = await this.bills.lines(
        manager,
        orders.map((o) => o.id),
      );
      const shares: Share[] = items.map((item) => ({
        line: lines.find((l) => l.orderItemId === item.orderItemId)!,
        quantity: item.quantity,
        cents: item.grossCents,
      }));
      const document = await this.invoices.issueBillCreditNote(
        manager,
        payment.invoiceNumber!,
        invoiceInput(payment.tableNumber!, payment.method, shares),
      );
      const creditNote = await this.payments.recordCreditNote(manager, payment, staffUsername, document.invoiceNumber);
      const text: OrderEventPart[] = [
        { code: 'payment_reversed', params: { creditNote: document.invoiceNumber, invoice: payment.invoiceNumber ?? '' } },
      ];
      const events: OrderEvent[] = [];
      for (const order of orders) {
        if (order.paymentStatus === 'PAID') await this.orders.patch(manager, order.id, { paymentStatus: 'PENDING' });
        events.push(await this.eventLog.record(manager, order, 'PAYMENT_CHANGED', text, staffUsername));
      }
      return { creditNote, tableId: payment.tableId, events };
    });
    await this.publish(events);
    return { payment: toPaymentDto(creditNote), bill: await this.bill(tableId) };
  }

  /** Moves an open order to another table (its lines, paid parts included, go with it). */
  async moveOrder(orderId: number, toTableId: number, staffUsername: string): Promise<OrderDetailDto> {
    const from = (await this.orders.withItems(orderId)).tableId;
    if (from === null) throw conflict('Nur Bestellungen an einem Tisch lassen sich verschieben.');
    if (from === toTableId) return toOrderDetailDto(await this.orders.withItems(orderId));
    const events = await this.dataSource.transaction(async (manager) => {
      const tables = await this.lockTables(manager, from, toTableId);
      const [order] = await this.orders.lockWithItems(manager, [orderId]);
      if (order.tableId !== from || !isOpenOrder(order)) throw conflict('Nur offene Bestellungen lassen sich verschieben.');
      return [
        await this.moveTo(
          manager,
          order,
          toTableId,
          tables.get(toTableId)!,
          [{ code: 'table_moved', params: { from: tables.get(from)!, to: tables.get(toTableId)! } }],
          staffUsername,
        ),
      ];
    });
    await this.publish(events);
    return toOrderDetailDto(await this.orders.withItems(orderId));
  }

  /** "Tische zusammenlegen": the open orders of `fromTableId` move to this table, and its bill with them. */
  async merge(tableId: number, fromTableId: number, staffUsername: string): Promise<TableBillDto> {
    if (tableId === fromTableId) throw badRequest('fromTableId: ein anderer Tisch als dieser');
    const events = await this.dataSource.transaction(async (manager) => {
      const tables = await this.lockTables(manager, fromTableId, tableId);
      const orders = await this.orders.lockWithItems(manager, await this.bills.openOrderIds(manager, fromTableId));
      if (!orders.length) throw conflict(`Tisch ${tables.get(fromTableId)} hat keine offenen Bestellungen.`);
      const text: OrderEventPart[] = [{ code: 'tables_merged', params: { from: tables.get(fromTableId)!, to: tables.get(tableId)! } }];
      const moved: OrderEvent[] = [];
      for (const order of orders) moved.push(await this.moveTo(manager, order, tableId, tables.get(tableId)!, text, staffUsername));
      return moved;
    });
    await this.publish(events);
    return this.bill(tableId);
  }

  /** "Tisch freigeben": a settled table's guest sessions end, so the next party starts afresh. */
  async free(tableId: number): Promise<TableBillDto> {
    await this.dataSource.transaction(async (manager) => {
      await this.lockTable(manager, tableId);
      if ((await this.bills.openOrderIds(manager, tableId)).length)
        throw conflict('Der Tisch hat noch offene Bestellungen: erst abrechnen (oder die Bestellungen stornieren).');
      await this.bills.markFreed(manager, tableId);
    });
    await this.bus.dispatch('tables.closed', { tableId });
    return this.bill(tableId);
  }

  private async lockTable(manager: EntityManager, tableId: number): Promise<{ tableNumber: number }> {
    const table = await this.bills.lockTable(manager, tableId);
    if (!table) throw notFound(TABLE_NOT_FOUND);
    return table;
  }

  /** Locks two tables in id order (no deadlock with a move the other way); the moves' target must be active. */
  private async lockTables(manager: EntityManager, from: number, to: number): Promise<Map<number, number>> {
    const numbers = new Map<number, number>();
    for (const id of [from, to].sort((a, b) => a - b)) {
      const table = await this.bills.lockTable(manager, id);
      if (!table) throw notFound(TABLE_NOT_FOUND);
      if (id === to && !table.active) throw conflict('Der Zieltisch ist deaktiviert.');
      numbers.set(id, table.tableNumber);
    }
    return numbers;
  }

  private async moveTo(manager: EntityManager, order: Order, tableId: number, tableNumber: number, text: OrderEventPart[], actor: string) {
    await this.orders.patch(manager, order.id, { tableId, tableNumber });
    Object.assign(order, { tableId, tableNumber });
    return this.eventLog.record(manager, order, 'EDITED', text, actor);
  }

  /** Marks the orders the payment paid in full as paid; every order it paid a part of gets a line in its history. */
  private async bookOnOrders(
    manager: EntityManager,
    orders: Order[],
    lines: BillLineRow[],
    shares: Share[],
    payment: Payment,
    actor: string,
  ) {
    const events: OrderEvent[] = [];
    for (const order of orders) {
      const paidNow = shares.filter((s) => s.line.orderId === order.id);
      if (!paidNow.length) continue;
      const centsLeft = lines
        .filter((l) => l.orderId === order.id)
        .reduce((sum, l) => sum + openCents(l) - (paidNow.find((s) => s.line === l)?.cents ?? 0), 0);
      if (centsLeft === 0) {
        await this.orders.patch(manager, order.id, { paymentStatus: 'PAID', paymentMethod: payment.method });
        events.push(await this.eventLog.record(manager, order, 'PAID', [paidText(payment, true)], actor));
      } else {
        const amountCents = paidNow.reduce((sum, s) => sum + s.cents, 0);
        const part: OrderEventPart = { code: 'part_paid', params: { amountCents, invoice: payment.invoiceNumber ?? '' } };
        events.push(await this.eventLog.record(manager, order, 'PAYMENT_CHANGED', [part], actor));
      }
    }
    return events;
  }

  /** After commit: the orders' events go to the live feed with each order as it now is. */
  private async publish(events: OrderEvent[]): Promise<void> {
    if (!events.length) return;
    const orders = await Promise.all([...new Set(events.map((e) => e.orderId))].map((id) => this.orders.withItems(id)));
    for (const event of events)
      this.eventLog.publish(
        event,
        orders.find((o) => o.id === event.orderId)!,
      );
  }
}

/**
 * Whom the invoice of a payment over the bill names when the payment names nobody: the recipient the paid lines'
 * orders name (a business guest set it on their order, or staff did), when they name one; several different ones
 * are for staff to choose from (409, code INVOICE_RECIPIENT_REQUIRED).
 */
function recipientOfOrders(orders: Order[], shares: Share[]): InvoiceRecipient | null {
  const paid = new Set(shares.map((s) => s.line.orderId));
  const named = new Map<string, InvoiceRecipient>();
  for (const order of orders.filter((o) => paid.has(o.id))) {
    const recipient = recipientOf(order);
    if (recipient) named.set(JSON.stringify(recipient), recipient);
  }
  if (named.size > 1)
    throw new ApiError(
      409,
      `Die bezahlten Bestellungen nennen verschiedene Rechnungsempfänger (${[...named.values()].map((r) => r.name).join(', ')}): bitte den Empfänger dieser Rechnung angeben.`,
      undefined,
      { code: RECIPIENT_REQUIRED_CODE },
    );
  return named.values().next().value ?? null;
}

const isOpenOrder = (order: Order) => order.paymentStatus === 'PENDING' && order.status !== 'REJECTED' && order.status !== 'CANCELED';

/** The shares a payment asks for: pieces of named lines, or one equal part of all that is open. */
function sharesFor(dto: PayBillDto, open: BillLineRow[]): Share[] {
  if (!open.length) throw conflict('Am Tisch ist nichts mehr offen.');
  if (dto.share) {
    const total = open.reduce((sum, line) => sum + openCents(line), 0);
    return equalShare(open, dto.share.parts).concat(
      // Free lines have no cents to share: their pieces count with the part that pays the rest.
      Math.ceil(total / dto.share.parts) === total
        ? open.filter((l) => openCents(l) === 0).map((line) => ({ line, quantity: openPieces(line), cents: 0 }))
        : [],
    ) as Share[];
  }
  const picks = dto.lines!;
  if (new Set(picks.map((p) => p.orderItemId)).size !== picks.length) throw badRequest('lines: jede Position nur einmal');
  return picks.map((pick) => {
    const line = open.find((l) => l.orderItemId === pick.orderItemId);
    if (!line) throw conflict(`Position ${pick.orderItemId} ist an diesem Tisch nicht (mehr) offen.`);
    // A line an equal share paid a part of has cents but no pieces open: any pick pays its rest.
    if (openPieces(line) === 0) return { line, quantity: 0, cents: openCents(line) };
    if (pick.quantity > openPieces(line)) throw conflict(`Von „${line.menuItemName}“ sind nur noch ${openPieces(line)} offen.`);
    return piecesShare(line, pick.quantity) as Share;
  });
}
