import { Module } from '@nestjs/common';
import { MenuCatalogRepository } from './menu-catalog.repository.js';
import { MenuController } from './menu.controller.js';
import { MenuService } from './menu.service.js';

@Module({
  controllers: [MenuController],
  providers: [MenuService, MenuCatalogRepository],
  exports: [MenuCatalogRepository],
})
export class MenuModule {}
