import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module.js';
import { AdminCategoriesController } from './admin-categories.controller.js';
import { AdminCategoriesService } from './admin-categories.service.js';
import { AdminMenuItemImageService } from './admin-menu-item-image.service.js';
import { AdminMenuItemsController } from './admin-menu-items.controller.js';
import { AdminMenuItemsRepository } from './admin-menu-items.repository.js';
import { AdminMenuItemsService } from './admin-menu-items.service.js';
import { AdminMenuTypesController } from './admin-menu-types.controller.js';
import { AdminMenuTypesService } from './admin-menu-types.service.js';
import { AvailabilityBodyParser } from './availability-body.js';
import { MenuCatalogRepository } from './menu-catalog.repository.js';
import { MenuController } from './menu.controller.js';
import { MenuService } from './menu.service.js';

@Module({
  imports: [MediaModule],
  controllers: [MenuController, AdminMenuItemsController, AdminMenuTypesController, AdminCategoriesController],
  providers: [
    MenuService,
    MenuCatalogRepository,
    AdminMenuItemsRepository,
    AdminMenuItemsService,
    AdminMenuItemImageService,
    AdminMenuTypesService,
    AdminCategoriesService,
    AvailabilityBodyParser,
  ],
  exports: [MenuCatalogRepository],
})
export class MenuModule {}
