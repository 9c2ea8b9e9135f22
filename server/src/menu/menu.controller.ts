import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '../common/id.pipe.js';
import { CategoriesQueryDto, ItemsQueryDto, VatQueryDto } from './dto/menu-query.dto.js';
import { MenuService } from './menu.service.js';

@ApiTags('menu (guest)')
@Controller('menu')
export class MenuController {
  constructor(private readonly menu: MenuService) {}

  @Get('types')
  types() {
    return this.menu.types();
  }

  @Get('categories')
  categories(@Query() query: CategoriesQueryDto) {
    return this.menu.categories(query.type);
  }

  @Get('categories/:id/items')
  itemsOfCategory(@Param('id', ParseIdPipe) id: number) {
    return this.menu.orderableItems(id);
  }

  @Get('items/vat')
  vat(@Query() query: VatQueryDto) {
    return this.menu.vatRates(query.ids);
  }

  @Get('items')
  items(@Query() query: ItemsQueryDto) {
    return this.menu.orderableItems(query.category ?? query.categoryId);
  }
}
