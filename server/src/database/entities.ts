import { Extra } from '../extras/extra.entity.js';
import { BasketItem } from '../basket/basket-item.entity.js';
import { TableBasket } from '../basket/table-basket.entity.js';
import { Invoice } from '../invoices/invoice.entity.js';
import { Media } from '../media/media.entity.js';
import { Category } from '../menu/category.entity.js';
import { MenuItemPrice } from '../menu/menu-item-price.entity.js';
import { MenuItem } from '../menu/menu-item.entity.js';
import { MenuType } from '../menu/menu-type.entity.js';
import { AppInfo } from '../metadata/app-info.entity.js';
import { AppMetadata } from '../metadata/app-metadata.entity.js';
import { OrderEvent } from '../orders/order-event.entity.js';
import { OrderItemPreparation } from '../orders/order-item-preparation.entity.js';
import { OrderItem } from '../orders/order-item.entity.js';
import { Station } from '../stations/station.entity.js';
import { Order } from '../orders/order.entity.js';
import { PaymentItem } from '../payments/payment-item.entity.js';
import { Payment } from '../payments/payment.entity.js';
import { PrintJob } from '../printing/print-job.entity.js';
import { Printer } from '../printing/printer.entity.js';
import { RateLimitCounter } from '../rate-limits/rate-limit-counter.entity.js';
import { RksvReceipt } from '../rksv/rksv-receipt.entity.js';
import { RksvRegister } from '../rksv/rksv-register.entity.js';
import { ServiceCall } from '../service-calls/service-call.entity.js';
import { GuestSession } from '../sessions/guest-session.entity.js';
import { DiningTable } from '../tables/dining-table.entity.js';
import { User } from '../users/user.entity.js';

export const entities = [
  Extra,
  RateLimitCounter,
  BasketItem,
  TableBasket,
  Media,
  Category,
  MenuItemPrice,
  MenuItem,
  MenuType,
  AppInfo,
  AppMetadata,
  Invoice,
  OrderEvent,
  OrderItem,
  OrderItemPreparation,
  Station,
  Order,
  Payment,
  PaymentItem,
  Printer,
  PrintJob,
  RksvRegister,
  RksvReceipt,
  ServiceCall,
  GuestSession,
  DiningTable,
  User,
];
