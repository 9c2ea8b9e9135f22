import { Body, Controller, Delete, Get, Param, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth } from '../auth/auth.decorators.js';
import { ParseIdPipe } from '../common/id.pipe.js';
import { AdminMenuTypesService } from './admin-menu-types.service.js';
import { MenuTypeInputDto, MenuTypeOrderDto, MenuTypesQueryDto } from './dto/admin-menu-type.dto.js';
import { AdminMenuTypeDto } from './dto/menu.dto.js';
import { MenuChangesInterceptor } from './menu-changes.interceptor.js';

@ApiTags('menu types (admin)')
@Auth('ADMIN')
@UseInterceptors(MenuChangesInterceptor)
@Controller('admin/menu-types')
export class AdminMenuTypesController {
  constructor(private readonly types: AdminMenuTypesService) {}

  @Get()
  @ApiOkResponse({ type: [AdminMenuTypeDto] })
  list(@Query() query: MenuTypesQueryDto) {
    return this.types.list(query.onlyActive ?? true, query.missingTranslation);
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminMenuTypeDto })
  one(@Param('id', ParseIdPipe) id: number) {
    return this.types.one(id);
  }

  @Post()
  @ApiCreatedResponse({ type: AdminMenuTypeDto })
  create(@Body() input: MenuTypeInputDto) {
    return this.types.create(input);
  }

  /** Declared before ':id', so "order" is never read as an id. */
  @Put('order')
  @ApiOperation({ summary: 'Neue Reihenfolge aller Menü-Typen (sortOrder 1, 2, 3 …); 409 wenn die Liste nicht mehr stimmt' })
  @ApiOkResponse({ type: [AdminMenuTypeDto], description: 'All types in their new order' })
  reorder(@Body() input: MenuTypeOrderDto) {
    return this.types.reorder(input.typeIds);
  }

  @Put(':id')
  @ApiOkResponse({ type: AdminMenuTypeDto })
  update(@Param('id', ParseIdPipe) id: number, @Body() input: MenuTypeInputDto) {
    return this.types.update(id, input);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Löscht einen leeren Menü-Typ; 409 solange Kategorien dazugehören (stattdessen deaktivieren)' })
  @ApiOkResponse({ type: AdminMenuTypeDto, description: 'The deleted type' })
  remove(@Param('id', ParseIdPipe) id: number) {
    return this.types.remove(id);
  }
}
