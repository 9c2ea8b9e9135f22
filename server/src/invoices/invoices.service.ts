import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ApiError, conflict, notFound } from '../common/api-error.js';
import { AppInfoService } from '../metadata/app-info.service.js';
import { type InvoiceRecipient, recipientOf } from '../orders/invoice-recipient.js';
import type { Order } from '../orders/order.entity.js';
import { OrdersService } from '../orders/orders.service.js';
import { amountsOf, type PrintedReceipt, receiptTotalCents, RksvService } from '../rksv/rksv.service.js';
import type { VatRate } from '../common/vat.js';
import type { ReceiptKind } from '../rksv/rksv-receipt.entity.js';
import type { InvoiceDocumentDto } from './dto/invoice-document.dto.js';
import {
  type BillInvoiceInput,
  buildBillInvoiceModel,
  buildInvoiceModel,
  buildReceiptModel,
  type InvoiceModel,
  type InvoicePayment,
  RECIPIENT_REQUIRED_CODE,
  recipientLines,
  recipientRequirement,
} from './invoice-model.js';
import type { Invoice } from './invoice.entity.js';
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
    private readonly rksv: RksvService,
  ) {}

  /**
   * The PDF of the order's current invoice (the one of its standing payment, or the last one before a cancellation),
   * always rendered from its snapshot. An order paid before payments issued invoices gets it on the first call.
   */
  async invoiceOf(orderId: number): Promise<{ fileName: string; pdf: Buffer }> {
    const { orderNumber, document } = await this.dataSource.transaction(async (manager) => {
      const order = await this.orders.lock(manager, orderId);
      if (order.paymentStatus === 'PENDING') throw conflict(INVOICE_ONLY_PAID);
      const issued = order.invoiceNumber
        ? await this.invoices.findByNumber(manager, orderId, order.invoiceNumber)
        : await this.lastTableInvoice(manager, orderId);
      return { orderNumber: order.orderNumber, document: issued?.document ?? (await this.issue(manager, order, null)).document };
    });
    return { fileName: `${orderNumber}.pdf`, pdf: await this.renderer.render(document) };
  }

  /** An order paid over its table's bill has no invoice of its own: the last invoice that paid lines of it. */
  private async lastTableInvoice(manager: EntityManager, orderId: number): Promise<Invoice | null> {
    const documents = await this.invoices.listByOrder(manager, orderId);
    return documents.filter((d) => d.kind === 'INVOICE').at(-1) ?? null;
  }

  /** The PDF of one of the order's documents (invoice or credit note) by its number. */
  async documentOf(orderId: number, invoiceNumber: string): Promise<{ fileName: string; pdf: Buffer }> {
    const documents = await this.invoices.listByOrder(this.dataSource.manager, orderId);
    const issued = documents.find((d) => d.invoiceNumber === invoiceNumber);
    if (!issued) throw notFound('Diese Bestellung hat keine Rechnung mit dieser Nummer.');
    return { fileName: `${invoiceNumber}.pdf`, pdf: await this.renderer.render(issued.document) };
  }

  /** The PDF of any invoice or credit note by its number (a table's bill: its parts are no single order's). */
  async documentByNumber(invoiceNumber: string): Promise<{ fileName: string; pdf: Buffer }> {
    const issued = await this.invoices.findAnyByNumber(this.dataSource.manager, invoiceNumber);
    if (!issued) throw notFound('Keine Rechnung mit dieser Nummer.');
    return { fileName: `${invoiceNumber}.pdf`, pdf: await this.renderer.render(issued.document) };
  }

  /**
   * Numbers and stores the invoice of a payment over a table's bill, naming `recipient`, in the caller's transaction;
   * 409 (code INVOICE_RECIPIENT_REQUIRED) above 400 € without a recipient's name and address.
   */
  async issueBill(
    manager: EntityManager,
    bill: Omit<BillInvoiceInput, 'recipient'>,
    recipient: InvoiceRecipient | null,
    payment: InvoicePayment,
  ): Promise<Invoice> {
    assertRecipient(
      bill.lines.reduce((sum, line) => sum + line.cents, 0),
      recipient,
    );
    const invoiceNumber = await this.appInfo.takeInvoiceNumber(manager);
    const document = buildBillInvoiceModel({ ...bill, recipient: recipientLines(recipient) }, await this.appInfo.current(manager), {
      invoiceNumber,
      issuedAt: new Date(),
      payment,
    });
    const receipt = await this.rksv.receiptOfInvoice(manager, 'SALE', amountsOf(bill.lines), invoiceNumber);
    return this.invoices.insert(manager, null, withReceipt(document, receipt));
  }

  /** The credit note of an invoice over a table's bill (`bill`: what it paid, rebuilt from the payment's lines). */
  async issueBillCreditNote(manager: EntityManager, reversedNumber: string, bill: Omit<BillInvoiceInput, 'recipient'>): Promise<Invoice> {
    const reversed = await this.invoices.findAnyByNumber(manager, reversedNumber);
    if (!reversed || reversed.kind !== 'INVOICE') throw conflict('Zu dieser Zahlung gibt es keine Rechnung, die storniert werden könnte.');
    const invoiceNumber = await this.appInfo.takeInvoiceNumber(manager);
    const document = buildBillInvoiceModel({ ...bill, recipient: null }, await this.appInfo.current(manager), {
      invoiceNumber,
      issuedAt: new Date(),
      payment: null,
      reverses: reversal(reversed),
    });
    const receipt = await this.rksv.receiptOfInvoice(manager, 'STORNO', amountsOf(bill.lines, -1), invoiceNumber);
    return this.invoices.insert(manager, null, withReceipt(document, receipt), reversed);
  }

  /** A register's receipt on its own (e.g. the Jahresbeleg, which the owner checks and keeps) as PDF. */
  async receiptDocument(receiptNumber: string): Promise<{ fileName: string; pdf: Buffer }> {
    const found = await this.rksv.printedReceiptOf(receiptNumber);
    if (!found) throw notFound('Kein Beleg mit dieser Nummer.');
    const { receipt, printed } = found;
    const model = buildReceiptModel(
      {
        title: RECEIPT_TITLES[receipt.kind],
        receiptNumber: receipt.receiptNumber,
        dateTime: receipt.dateTime,
        totalCents: receiptTotalCents(receipt),
        turnoverCents: receipt.turnoverCents,
        receipt: printed,
      },
      await this.appInfo.current(this.dataSource.manager),
      receipt.createdAt,
    );
    return { fileName: `Beleg-${receipt.receiptNumber}.pdf`, pdf: await this.renderer.render(model) };
  }

  /** The order's invoices and credit notes, oldest first. */
  async documentsOf(orderId: number): Promise<InvoiceDocumentDto[]> {
    await this.orders.withItems(orderId);
    const documents = await this.invoices.listByOrder(this.dataSource.manager, orderId);
    const numberOf = new Map(documents.map((d) => [d.id, d.invoiceNumber]));
    return documents.map((d) => ({
      invoiceNumber: d.invoiceNumber,
      kind: d.kind,
      issuedAt: d.issuedAt.toISOString(),
      reversesInvoiceNumber: d.reversesInvoiceId === null ? null : (numberOf.get(d.reversesInvoiceId) ?? null),
    }));
  }

  /**
   * Numbers the invoice and stores what it prints (the order's recipient among it), in the transaction that holds the
   * order's lock (the payment's). A payment always gets a new number, and above 400 € only with a recipient (409, code
   * INVOICE_RECIPIENT_REQUIRED); an order numbered before snapshots existed keeps its number and date and is
   * snapshotted now.
   */
  async issue(manager: EntityManager, order: Order, payment: InvoicePayment | null): Promise<Invoice> {
    if (payment) {
      // As stored in this transaction: a recipient the payment names was written just before.
      const current = await this.orders.withItems(order.id, manager);
      assertRecipient(
        current.items.reduce((sum, item) => sum + item.priceFinalCents, 0),
        recipientOf(current),
      );
    }
    if (payment || !order.invoiceNumber) {
      const number = await this.appInfo.takeInvoiceNumber(manager);
      await this.orders.setInvoiceNumber(manager, order.id, number);
    }
    const numbered = await this.orders.withItems(order.id, manager);
    const document = buildInvoiceModel(numbered, await this.appInfo.current(manager), {
      invoiceNumber: numbered.invoiceNumber!,
      issuedAt: numbered.invoicedAt!,
      payment,
    });
    // A payment is a sale of the register; an old order snapshotted now was booked when it was paid.
    const receipt = payment
      ? await this.rksv.receiptOfInvoice(manager, 'SALE', amountsOf(linesOf(numbered.items)), document.invoiceNumber)
      : null;
    return this.invoices.insert(manager, order.id, withReceipt(document, receipt));
  }

  /**
   * Issues the credit note (Stornorechnung) of the order's current invoice, in the caller's transaction: a number of
   * its own from the invoice range, the invoice's lines and amounts negated. The order keeps the reversed invoice's
   * number until a new payment issues a new one.
   */
  async issueCreditNote(manager: EntityManager, order: Order): Promise<InvoiceModel> {
    const reversed = order.invoiceNumber ? await this.invoices.findByNumber(manager, order.id, order.invoiceNumber) : null;
    if (!reversed || reversed.kind !== 'INVOICE') throw conflict('Die Bestellung hat keine Rechnung, die storniert werden könnte.');
    const number = await this.appInfo.takeInvoiceNumber(manager);
    const reversedOrder = await this.orders.withItems(order.id, manager);
    const document = buildInvoiceModel(reversedOrder, await this.appInfo.current(manager), {
      invoiceNumber: number,
      issuedAt: new Date(),
      payment: null,
      reverses: reversal(reversed),
    });
    const receipt = await this.rksv.receiptOfInvoice(manager, 'STORNO', amountsOf(linesOf(reversedOrder.items), -1), number);
    const issued = withReceipt(document, receipt);
    await this.invoices.insert(manager, order.id, issued, reversed);
    return issued;
  }
}

const RECEIPT_TITLES: Record<ReceiptKind, string> = {
  START: 'Startbeleg',
  SALE: 'Beleg',
  STORNO: 'Stornobeleg',
  TRAINING: 'Trainingsbeleg',
  NULL: 'Nullbeleg',
  RECOVERY: 'Sammelbeleg',
  MONTH: 'Monatsbeleg',
  YEAR: 'Jahresbeleg',
  CLOSING: 'Schlussbeleg',
};

/** An order's lines as a receipt adds them up: gross by VAT rate. */
const linesOf = (items: Array<{ vatRate: VatRate; priceFinalCents: number }>) =>
  items.map((item) => ({ vatRate: item.vatRate, cents: item.priceFinalCents }));

/** The document with the receipt it prints (none without a register in operation). */
const withReceipt = (document: InvoiceModel, receipt: PrintedReceipt | null): InvoiceModel =>
  receipt ? { ...document, receipt } : document;

/** What a credit note takes over from the invoice it reverses: its number, date and recipient, as issued. */
const reversal = (reversed: Invoice) => ({
  invoiceNumber: reversed.invoiceNumber,
  issuedAt: reversed.issuedAt,
  recipient: reversed.document.recipient ?? null,
});

/** 409 when an invoice of `totalCents` must name a recipient it lacks; the back office asks for it and tries again. */
function assertRecipient(totalCents: number, recipient: InvoiceRecipient | null): void {
  const missing = recipientRequirement(totalCents, recipient);
  if (missing) throw new ApiError(409, missing, undefined, { code: RECIPIENT_REQUIRED_CODE });
}
