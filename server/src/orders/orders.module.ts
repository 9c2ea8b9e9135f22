import { Module } from '@nestjs/common';
import { BasketModule } from '../basket/basket.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { CheckoutController } from './checkout.controller.js';
import { CheckoutService } from './checkout.service.js';
import { OrderEventLog } from './order-event-log.service.js';

@Module({
  imports: [BasketModule, SessionsModule],
  controllers: [CheckoutController],
  providers: [CheckoutService, OrderEventLog],
  exports: [OrderEventLog],
})
export class OrdersModule {}
