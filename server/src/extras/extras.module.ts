import { Module } from '@nestjs/common';
import { MenuModule } from '../menu/menu.module.js';
import { AdminExtrasController } from './admin-extras.controller.js';
import { AdminExtrasService } from './admin-extras.service.js';
import { ExtrasController } from './extras.controller.js';
import { ExtrasRepository } from './extras.repository.js';
import { ExtrasService } from './extras.service.js';

/** Extras (`extras`) guests add to menu items, limited to menu types or categories if need be. */
@Module({
  imports: [MenuModule],
  controllers: [ExtrasController, AdminExtrasController],
  providers: [ExtrasService, AdminExtrasService, ExtrasRepository],
  exports: [ExtrasService],
})
export class ExtrasModule {}
