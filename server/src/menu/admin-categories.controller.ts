import { Body, Controller, Delete, Get, Param, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth } from '../auth/auth.decorators.js';
import { ParseIdPipe } from '../common/id.pipe.js';
import { AdminCategoriesService } from './admin-categories.service.js';
import { CategoriesAdminQueryDto, CategoryInputDto, CategoryOrderDto } from './dto/admin-category.dto.js';
import { AdminCategoryDto } from './dto/menu.dto.js';
import { MenuChangesInterceptor } from './menu-changes.interceptor.js';

@ApiTags('menu categories (admin)')
@Auth('ADMIN')
@UseInterceptors(MenuChangesInterceptor)
@Controller('admin/menu-categories')
export class AdminCategoriesController {
  constructor(private readonly categories: AdminCategoriesService) {}

  @Get()
  @ApiOkResponse({ type: [AdminCategoryDto] })
  list(@Query() query: CategoriesAdminQueryDto) {
    return this.categories.list(query.typeId, query.missingTranslation);
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminCategoryDto })
  one(@Param('id', ParseIdPipe) id: number) {
    return this.categories.one(id);
  }

  @Post()
  @ApiCreatedResponse({ type: AdminCategoryDto })
  create(@Body() input: CategoryInputDto) {
    return this.categories.create(input);
  }

  /** Declared before ':id', so "order" is never read as an id. */
  @Put('order')
  @ApiOperation({ summary: 'Neue Reihenfolge der Kategorien eines Menü-Typs (sortOrder 1, 2, 3 …); 409 wenn die Liste nicht mehr stimmt' })
  @ApiOkResponse({ type: [AdminCategoryDto], description: "The type's categories in their new order" })
  reorder(@Body() input: CategoryOrderDto) {
    return this.categories.reorder(input.typeId, input.categoryIds);
  }

  @Put(':id')
  @ApiOkResponse({ type: AdminCategoryDto })
  update(@Param('id', ParseIdPipe) id: number, @Body() input: CategoryInputDto) {
    return this.categories.update(id, input);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Löscht die Kategorie samt archivierten Produkten; 409 solange nicht archivierte Produkte darin sind' })
  @ApiOkResponse({ type: AdminCategoryDto, description: 'The deleted category' })
  remove(@Param('id', ParseIdPipe) id: number) {
    return this.categories.remove(id);
  }
}
