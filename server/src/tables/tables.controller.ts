import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth } from '../auth/auth.decorators.js';
import { ParseIdPipe } from '../common/id.pipe.js';
import { CreateTableDto, CreateTableRangeDto, UpdateTableDto } from './dto/table-input.dto.js';
import { TableListQueryDto } from './dto/table-list-query.dto.js';
import { TablesService } from './tables.service.js';
import { PageOf } from '../common/api-schema.js';
import { CreatedTableRangeDto, TableDto } from './dto/table.dto.js';

@ApiTags('tables (admin)')
@Auth('ADMIN')
@Controller('admin/tables')
export class TablesController {
  constructor(private readonly tables: TablesService) {}

  @Get()
  @ApiOkResponse({ type: PageOf(TableDto) })
  list(@Query() query: TableListQueryDto) {
    return this.tables.list(query);
  }

  @Post()
  @ApiCreatedResponse({ type: TableDto })
  create(@Body() body: CreateTableDto) {
    return this.tables.create(body);
  }

  @Post('range')
  @ApiOperation({ summary: '"Tische 1–20 anlegen": a table for each free number from `from` to `to` (at most 100), numbers taken skipped' })
  @ApiCreatedResponse({ type: CreatedTableRangeDto })
  createRange(@Body() body: CreateTableRangeDto) {
    return this.tables.createRange(body);
  }

  @Get(':id')
  @ApiOkResponse({ type: TableDto })
  get(@Param('id', ParseIdPipe) id: number) {
    return this.tables.get(id);
  }

  @Put(':id')
  @ApiOkResponse({ type: TableDto })
  update(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateTableDto) {
    return this.tables.update(id, body);
  }

  /** Deactivates the table (its orders stay); answers the deactivated table. */
  @Delete(':id')
  @ApiOkResponse({ type: TableDto, description: 'The deactivated table' })
  deactivate(@Param('id', ParseIdPipe) id: number) {
    return this.tables.deactivate(id);
  }

  @Post(':id/regenerate-qr')
  @HttpCode(200)
  @ApiOkResponse({ type: TableDto })
  regenerateQrCode(@Param('id', ParseIdPipe) id: number) {
    return this.tables.regenerateQrCode(id);
  }
}
