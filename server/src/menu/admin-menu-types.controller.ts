import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth } from '../auth/auth.decorators.js';
import { ParseIdPipe } from '../common/id.pipe.js';
import { AdminMenuTypesService } from './admin-menu-types.service.js';
import { MenuTypeInputDto, MenuTypeOrderDto, MenuTypesQueryDto } from './dto/admin-menu-type.dto.js';

@ApiTags('menu types (admin)')
@Auth('ADMIN')
@Controller('admin/menu-types')
export class AdminMenuTypesController {
  constructor(private readonly types: AdminMenuTypesService) {}

  @Get()
  list(@Query() query: MenuTypesQueryDto) {
    return this.types.list(query.onlyActive ?? true);
  }

  @Get(':id')
  one(@Param('id', ParseIdPipe) id: number) {
    return this.types.one(id);
  }

  @Post()
  create(@Body() input: MenuTypeInputDto) {
    return this.types.create(input);
  }

  /** Declared before ':id', so "order" is never read as an id. */
  @Put('order')
  @ApiOperation({ summary: 'Neue Reihenfolge aller Menü-Typen (sortOrder 1, 2, 3 …); 409 wenn die Liste nicht mehr stimmt' })
  reorder(@Body() input: MenuTypeOrderDto) {
    return this.types.reorder(input.typeIds);
  }

  @Put(':id')
  update(@Param('id', ParseIdPipe) id: number, @Body() input: MenuTypeInputDto) {
    return this.types.update(id, input);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Löscht einen leeren Menü-Typ; 409 solange Kategorien dazugehören (stattdessen deaktivieren)' })
  remove(@Param('id', ParseIdPipe) id: number) {
    return this.types.remove(id);
  }
}
