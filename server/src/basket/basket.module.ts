import { Module } from '@nestjs/common';
import { AddingsModule } from '../addings/addings.module.js';
import { MenuModule } from '../menu/menu.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { BasketController } from './basket.controller.js';
import { BasketService } from './basket.service.js';

@Module({
  imports: [MenuModule, AddingsModule, SessionsModule],
  controllers: [BasketController],
  providers: [BasketService],
  exports: [BasketService],
})
export class BasketModule {}
