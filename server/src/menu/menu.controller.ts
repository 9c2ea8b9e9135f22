import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '../common/id.pipe.js';
import { CategoriesQueryDto, ItemsQueryDto, VatQueryDto } from './dto/menu-query.dto.js';
import { MenuService } from './menu.service.js';
import { CategoryDto, MenuItemDto, MenuItemVatDto, MenuTypeDto } from './dto/menu.dto.js';

@ApiTags('menu (guest)')
@Controller('menu')
export class MenuController {
  constructor(private readonly menu: MenuService) {}

  @Get('types')
  @ApiOkResponse({ type: [MenuTypeDto] })
  types() {
    return this.menu.types();
  }

  @Get('categories')
  @ApiOkResponse({ type: [CategoryDto] })
  categories(@Query() query: CategoriesQueryDto) {
    return this.menu.categories(query.type);
  }

  @Get('categories/:id/items')
  @ApiOkResponse({ type: [MenuItemDto] })
  itemsOfCategory(@Param('id', ParseIdPipe) id: number) {
    return this.menu.orderableItems(id);
  }

  @Get('items/vat')
  @ApiOkResponse({ type: [MenuItemVatDto] })
  vat(@Query() query: VatQueryDto) {
    return this.menu.vatRates(query.ids);
  }

  @Get('items')
  @ApiOkResponse({ type: [MenuItemDto] })
  items(@Query() query: ItemsQueryDto) {
    return this.menu.orderableItems(query.category ?? query.categoryId);
  }
}
