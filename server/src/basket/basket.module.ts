import { Module } from '@nestjs/common';
import { ExtrasModule } from '../extras/extras.module.js';
import { MenuModule } from '../menu/menu.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { BasketController } from './basket.controller.js';
import { BasketService } from './basket.service.js';

@Module({
  imports: [MenuModule, ExtrasModule, SessionsModule],
  controllers: [BasketController],
  providers: [BasketService],
  exports: [BasketService],
})
export class BasketModule {}
