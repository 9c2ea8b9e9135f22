import { Module } from '@nestjs/common';
import { BasketModule } from '../basket/basket.module.js';
import { MenuTextsModule } from '../menu-texts/menu-texts.module.js';
import { MetadataModule } from '../metadata/metadata.module.js';
import { PrintingModule } from '../printing/printing.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { StationsModule } from '../stations/stations.module.js';
import { AdminOrdersController } from './admin-orders.controller.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { CheckoutController } from './checkout.controller.js';
import { CheckoutService } from './checkout.service.js';
import { AdminInvoiceRecipientController, GuestInvoiceRecipientController } from './invoice-recipient.controller.js';
import { InvoiceRecipientService } from './invoice-recipient.service.js';
import { OrderActionsService } from './order-actions.service.js';
import { OrderPreparationController } from './order-preparation.controller.js';
import { OrderPreparationService } from './order-preparation.service.js';
import { OrderEventFeed } from './order-event-feed.service.js';
import { OrderEventLog } from './order-event-log.service.js';
import { OrderEventsRepository } from './order-events.repository.js';
import { OrdersRepository } from './orders.repository.js';
import { OrdersService } from './orders.service.js';

/** Orders with their items and their event log (`orders`, `order_items`, `order_events`): checkout, back office, feed. */
@Module({
  imports: [BasketModule, MenuTextsModule, SessionsModule, MetadataModule, StationsModule, PrintingModule],
  controllers: [
    CheckoutController,
    AdminOrdersController,
    OrderPreparationController,
    GuestInvoiceRecipientController,
    AdminInvoiceRecipientController,
  ],
  providers: [
    OrdersRepository,
    OrderEventsRepository,
    OrdersService,
    CheckoutService,
    OrderEventLog,
    OrderEventFeed,
    AdminOrdersService,
    OrderActionsService,
    InvoiceRecipientService,
    OrderPreparationService,
  ],
  exports: [OrdersService, OrderEventFeed, OrderActionsService, OrderEventLog, AdminOrdersService],
})
export class OrdersModule {}
