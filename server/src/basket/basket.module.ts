import { Module } from '@nestjs/common';
import { ExtrasModule } from '../extras/extras.module.js';
import { MenuModule } from '../menu/menu.module.js';
import { MenuTextsModule } from '../menu-texts/menu-texts.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { BasketCheckout } from './basket-checkout.service.js';
import { BasketController } from './basket.controller.js';
import { BasketRepository } from './basket.repository.js';
import { BasketService } from './basket.service.js';

/** Guests' baskets (`basket_items`, `table_baskets`), priced at today's menu and extras; checkout reaches them through BasketCheckout. */
@Module({
  imports: [MenuModule, ExtrasModule, MenuTextsModule, SessionsModule],
  controllers: [BasketController],
  providers: [BasketService, BasketCheckout, BasketRepository],
  exports: [BasketCheckout],
})
export class BasketModule {}
