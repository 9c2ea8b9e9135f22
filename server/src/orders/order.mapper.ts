import { centsToEuro } from '../common/money.js';
import type { OrderEventName } from '../events/app-events.js';
import { taxBreakdownCents } from '../common/vat.js';
import type { TaxLineDto } from '../common/tax-line.dto.js';
import type { GuestOrderDto } from './dto/guest-order.dto.js';
import type { OrderDetailDto, OrderDto, OrderEventDto, OrderItemDto } from './dto/order.dto.js';
import type { OrderEvent } from './order-event.entity.js';
import type { OrderItem } from './order-item.entity.js';
import type { Order } from './order.entity.js';
import { allowedActions } from './order-transitions.js';
import { lineProgress, nextCourse, orderPreparationState } from './preparation.js';
import type { MenuNames } from '../menu-texts/guest-menu-names.js';
import { recipientOf, recipientRefusal } from './invoice-recipient.js';

function toOrderItemDto(item: OrderItem): OrderItemDto {
  return {
    orderItemId: item.id,
    menuItemId: item.menuItemId,
    menuItemName: item.menuItemName,
    typeCode: item.typeCode,
    vatCategory: item.vatCategory,
    isDrink: item.isDrink,
    vatRate: item.vatRate,
    quantity: item.quantity,
    addings: item.extras.map((e) => e.name),
    allergens: item.allergens,
    note: item.note,
    unitPrice: centsToEuro(item.unitPriceCents),
    priceFinal: centsToEuro(item.priceFinalCents),
    categoryId: item.categoryId,
    course: item.course,
    preparation: (item.preparation ?? []).map((p) => ({
      stationId: p.stationId,
      state: p.state,
      fired: p.fired,
      routedAt: p.routedAt.toISOString(),
    })),
  };
}

/** The order as lists, detail and the live feed show it; items when loaded. */
export function toOrderDto(order: Order): OrderDto {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    orderType: order.orderType,
    tableId: order.tableId,
    tableNumber: order.tableNumber,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    grossAmount: centsToEuro(order.grossCents),
    itemsCount: order.itemsCount,
    note: order.note,
    enteredBy: order.enteredBy,
    rejectionReason: order.rejectionReason,
    invoiceNumber: order.invoiceNumber,
    invoiceRecipient: recipientOf(order),
    invoiceRecipientEditable: recipientRefusal(order) === null,
    submittedAt: order.submittedAt.toISOString(),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    allowedActions: allowedActions(order),
    preparationState: orderPreparationState(order.items ?? []),
    nextCourse: nextCourse(order.items ?? []),
    items: order.items ? [...order.items].sort((a, b) => a.position - b.position).map(toOrderItemDto) : undefined,
  };
}

/**
 * The order as its guest sees it (answers to the guest and the guest's live feed): status, items and
 * totals, and the rejection reason, which staff write for the guest. Never the staff note, staff names,
 * the invoice or internal ids.
 */
export function toGuestOrderDto(order: OrderDto): GuestOrderDto {
  return {
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    status: order.status,
    orderType: order.orderType,
    tableNumber: order.tableNumber,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    grossAmount: order.grossAmount,
    itemsCount: order.itemsCount,
    rejectionReason: order.status === 'REJECTED' ? order.rejectionReason : null,
    submittedAt: order.submittedAt,
    updatedAt: order.updatedAt,
    items: order.items?.map(({ orderItemId, menuItemName, quantity, addings, allergens, note, unitPrice, priceFinal, ...line }) => ({
      orderItemId,
      menuItemName,
      quantity,
      addings,
      allergens,
      note,
      unitPrice,
      priceFinal,
      progress: lineProgress(line),
    })),
  };
}

/** The order as its guest sees it on their own screens, products and extras named in the guest's language. */
export function toGuestOrderDtoIn(order: Order, names: MenuNames): GuestOrderDto {
  const dto = toGuestOrderDto(toOrderDto(order));
  const itemsById = new Map((order.items ?? []).map((item) => [item.id, item]));
  return {
    ...dto,
    items: dto.items?.map((line) => {
      const item = itemsById.get(line.orderItemId)!;
      return {
        ...line,
        menuItemName: names.item(item.menuItemId, item.menuItemName),
        addings: item.extras.map((extra) => names.extra(extra.extraId, extra.name)),
      };
    }),
  };
}

/** VAT per rate contained in the order's gross line totals: vat = gross − round(gross × 100 / (100 + rate)), in cents. */
function orderTaxBreakdown(items: OrderItem[]): TaxLineDto[] {
  return taxBreakdownCents(items.map((i) => ({ vatRate: i.vatRate, grossCents: i.priceFinalCents }))).map((b) => ({
    code: b.code,
    percent: b.percent,
    gross: centsToEuro(b.grossCents),
    vat: centsToEuro(b.vatCents),
    net: centsToEuro(b.netCents),
  }));
}

/** The order detail: the summary plus its tax breakdown and invoice date. */
export function toOrderDetailDto(order: Order): OrderDetailDto {
  return {
    ...toOrderDto(order),
    invoicedAt: order.invoicedAt ? order.invoicedAt.toISOString() : null,
    taxBreakdown: orderTaxBreakdown(order.items ?? []),
  };
}

/** A new order is `order.created` in the feed, every later change `order.updated`. */
export function eventNameOf(event: Pick<OrderEvent, 'type'>): OrderEventName {
  return event.type === 'CREATED' ? 'order.created' : 'order.updated';
}

export function toOrderEventDto(event: OrderEvent): OrderEventDto {
  return {
    // bigint: a freshly inserted row returns it as text.
    seq: Number(event.seq),
    type: event.type,
    message: event.message,
    parts: event.parts,
    createdAt: event.createdAt.toISOString(),
    actorUser: event.actorUser,
  };
}
