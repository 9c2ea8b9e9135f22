import { Module } from '@nestjs/common';
import { BasketModule } from '../basket/basket.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { AdminOrdersController } from './admin-orders.controller.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { CheckoutController } from './checkout.controller.js';
import { CheckoutService } from './checkout.service.js';
import { OrderActionsService } from './order-actions.service.js';
import { OrderEventLog } from './order-event-log.service.js';
import { OrdersRepository } from './orders.repository.js';

@Module({
  imports: [BasketModule, SessionsModule],
  controllers: [CheckoutController, AdminOrdersController],
  providers: [CheckoutService, OrderEventLog, OrdersRepository, AdminOrdersService, OrderActionsService],
  exports: [OrderEventLog, OrdersRepository],
})
export class OrdersModule {}
