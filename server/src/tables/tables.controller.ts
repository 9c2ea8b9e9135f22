import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth } from '../auth/auth.decorators.js';
import { ParseIdPipe } from '../common/id.pipe.js';
import { CreateTableDto, UpdateTableDto } from './dto/table-input.dto.js';
import { TableListQueryDto } from './dto/table-list-query.dto.js';
import { TablesService } from './tables.service.js';

@ApiTags('tables (admin)')
@Auth('ADMIN')
@Controller('admin/tables')
export class TablesController {
  constructor(private readonly tables: TablesService) {}

  @Get()
  list(@Query() query: TableListQueryDto) {
    return this.tables.list(query);
  }

  @Post()
  create(@Body() body: CreateTableDto) {
    return this.tables.create(body);
  }

  @Get(':id')
  get(@Param('id', ParseIdPipe) id: number) {
    return this.tables.get(id);
  }

  @Put(':id')
  update(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateTableDto) {
    return this.tables.update(id, body);
  }

  /** Deactivates the table (its orders stay); answers the deactivated table. */
  @Delete(':id')
  deactivate(@Param('id', ParseIdPipe) id: number) {
    return this.tables.deactivate(id);
  }

  @Post(':id/regenerate-qr')
  @HttpCode(200)
  regenerateQrCode(@Param('id', ParseIdPipe) id: number) {
    return this.tables.regenerateQrCode(id);
  }
}
