import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module.js';
import { AdminCategoriesController } from './admin-categories.controller.js';
import { AdminCategoriesService } from './admin-categories.service.js';
import { AdminMenuItemImageService } from './admin-menu-item-image.service.js';
import { AdminMenuItemsController } from './admin-menu-items.controller.js';
import { AdminMenuItemsService } from './admin-menu-items.service.js';
import { AdminMenuTypesController } from './admin-menu-types.controller.js';
import { AdminMenuTypesService } from './admin-menu-types.service.js';
import { GuestMenuPages } from './guest-menu-pages.js';
import { MenuCatalogueCache } from './menu-catalogue.cache.js';
import { MenuItemsRepository } from './menu-items.repository.js';
import { MenuController } from './menu.controller.js';
import { MenuRepository } from './menu.repository.js';
import { MenuService } from './menu.service.js';

/** The menu: types, categories, products and their price history (`menu_types`, `categories`, `menu_items`, `menu_item_prices`). */
@Module({
  imports: [MediaModule],
  controllers: [MenuController, AdminMenuItemsController, AdminMenuTypesController, AdminCategoriesController],
  providers: [
    MenuService,
    MenuCatalogueCache,
    GuestMenuPages,
    MenuRepository,
    MenuItemsRepository,
    AdminMenuItemsService,
    AdminMenuItemImageService,
    AdminMenuTypesService,
    AdminCategoriesService,
  ],
  exports: [MenuService],
})
export class MenuModule {}
