import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth } from '../auth/auth.decorators.js';
import { ParseIdPipe } from '../common/id.pipe.js';
import { AdminCategoriesService } from './admin-categories.service.js';
import { CategoriesAdminQueryDto, CategoryInputDto } from './dto/admin-category.dto.js';
import { CategoryDto } from './dto/menu.dto.js';

@ApiTags('menu categories (admin)')
@Auth('ADMIN')
@Controller('admin/menu-categories')
export class AdminCategoriesController {
  constructor(private readonly categories: AdminCategoriesService) {}

  @Get()
  @ApiOkResponse({ type: [CategoryDto] })
  list(@Query() query: CategoriesAdminQueryDto) {
    return this.categories.list(query.typeId);
  }

  @Get(':id')
  @ApiOkResponse({ type: CategoryDto })
  one(@Param('id', ParseIdPipe) id: number) {
    return this.categories.one(id);
  }

  @Post()
  @ApiCreatedResponse({ type: CategoryDto })
  create(@Body() input: CategoryInputDto) {
    return this.categories.create(input);
  }

  @Put(':id')
  @ApiOkResponse({ type: CategoryDto })
  update(@Param('id', ParseIdPipe) id: number, @Body() input: CategoryInputDto) {
    return this.categories.update(id, input);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Löscht die Kategorie samt archivierten Produkten; 409 solange nicht archivierte Produkte darin sind' })
  @ApiOkResponse({ type: CategoryDto, description: 'The deleted category' })
  remove(@Param('id', ParseIdPipe) id: number) {
    return this.categories.remove(id);
  }
}
