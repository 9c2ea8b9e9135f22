import { Module } from '@nestjs/common';
import { ExtrasModule } from '../extras/extras.module.js';
import { MenuModule } from '../menu/menu.module.js';
import { MenuTextsController } from './menu-texts.controller.js';
import { MenuTextsService } from './menu-texts.service.js';

/** The whole menu's texts and their translations as one CSV for a translator (above menu and extras). */
@Module({
  imports: [MenuModule, ExtrasModule],
  controllers: [MenuTextsController],
  providers: [MenuTextsService],
})
export class MenuTextsModule {}
