import { Body, Controller, Delete, Get, Param, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth } from '../auth/auth.decorators.js';
import { ParseIdPipe } from '../common/id.pipe.js';
import { OperationId } from '../common/openapi.js';
import { MenuChangesInterceptor } from '../menu/menu-changes.interceptor.js';
import { AdminExtrasService } from './admin-extras.service.js';
import { ExtraInputDto } from './dto/extra-input.dto.js';
import { AdminExtrasQueryDto } from './dto/extras-query.dto.js';
import { AdminExtraDto, RemovedExtraDto } from './dto/extra.dto.js';

// The OpenAPI operation ids keep the specification's word for extras, "adding", as the paths do.
@ApiTags('extras (admin)')
@Auth('ADMIN')
// Baskets price with the extras as last heard of: every write drops them on every process.
@UseInterceptors(MenuChangesInterceptor)
@Controller('admin/addings')
export class AdminExtrasController {
  constructor(private readonly extras: AdminExtrasService) {}

  /** All extras, inactive ones included. */
  @Get()
  @OperationId('AdminAddingsController_list')
  @ApiOkResponse({ type: [AdminExtraDto] })
  list(@Query() query: AdminExtrasQueryDto) {
    return this.extras.list(query.missingTranslation);
  }

  @Get(':id')
  @OperationId('AdminAddingsController_one')
  @ApiOkResponse({ type: AdminExtraDto })
  one(@Param('id', ParseIdPipe) id: number) {
    return this.extras.one(id);
  }

  @Post()
  @OperationId('AdminAddingsController_create')
  @ApiCreatedResponse({ type: AdminExtraDto })
  create(@Body() input: ExtraInputDto) {
    return this.extras.create(input);
  }

  @Put(':id')
  @OperationId('AdminAddingsController_update')
  @ApiOkResponse({ type: AdminExtraDto })
  update(@Param('id', ParseIdPipe) id: number, @Body() input: ExtraInputDto) {
    return this.extras.update(id, input);
  }

  @Delete(':id')
  @ApiOperation({
    operationId: 'AdminAddingsController_remove',
    summary: 'Löscht ein unbenutztes Extra; eines, das noch in einem Warenkorb liegt, wird nur deaktiviert (deleted: false)',
  })
  @ApiOkResponse({ type: RemovedExtraDto })
  remove(@Param('id', ParseIdPipe) id: number) {
    return this.extras.remove(id);
  }
}
