import { Module } from '@nestjs/common';
import { ExtrasModule } from '../extras/extras.module.js';
import { MenuModule } from '../menu/menu.module.js';
import { MenuTextsController } from './menu-texts.controller.js';
import { MenuTextsService } from './menu-texts.service.js';
import { GuestMenuNames } from './guest-menu-names.js';

/**
 * The whole menu's texts and their translations: as one CSV for a translator, and the names of products and extras
 * in a guest's language for the screens that show what they chose (above menu and extras).
 */
@Module({
  imports: [MenuModule, ExtrasModule],
  controllers: [MenuTextsController],
  providers: [MenuTextsService, GuestMenuNames],
  exports: [GuestMenuNames],
})
export class MenuTextsModule {}
