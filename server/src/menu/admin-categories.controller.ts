import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth } from '../auth/auth.decorators.js';
import { ParseIdPipe } from '../common/id.pipe.js';
import { AdminCategoriesService } from './admin-categories.service.js';
import { CategoriesAdminQueryDto, CategoryInputDto } from './dto/admin-category.dto.js';

@ApiTags('menu categories (admin)')
@Auth('ADMIN')
@Controller('admin/menu-categories')
export class AdminCategoriesController {
  constructor(private readonly categories: AdminCategoriesService) {}

  @Get()
  list(@Query() query: CategoriesAdminQueryDto) {
    return this.categories.list(query.typeId);
  }

  @Get(':id')
  one(@Param('id', ParseIdPipe) id: number) {
    return this.categories.one(id);
  }

  @Post()
  create(@Body() input: CategoryInputDto) {
    return this.categories.create(input);
  }

  @Put(':id')
  update(@Param('id', ParseIdPipe) id: number, @Body() input: CategoryInputDto) {
    return this.categories.update(id, input);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Löscht die Kategorie samt archivierten Produkten; 409 solange nicht archivierte Produkte darin sind' })
  remove(@Param('id', ParseIdPipe) id: number) {
    return this.categories.remove(id);
  }
}
