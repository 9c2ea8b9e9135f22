import { Module } from '@nestjs/common';
import { MenuTextsModule } from '../menu-texts/menu-texts.module.js';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { BillChangesController, BillsController } from './bills.controller.js';
import { BillsRepository } from './bills.repository.js';
import { BillsService } from './bills.service.js';
import { GuestBillController } from './guest-bill.controller.js';

/** Tables' bills: the open lines of a table's orders, paid in parts with an invoice each; moving and merging tables. */
@Module({
  imports: [OrdersModule, PaymentsModule, InvoicesModule, MenuTextsModule, SessionsModule],
  controllers: [BillsController, BillChangesController, GuestBillController],
  providers: [BillsService, BillsRepository],
})
export class BillsModule {}
