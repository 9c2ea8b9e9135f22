import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth } from '../auth/auth.decorators.js';
import { ParseIdPipe } from '../common/id.pipe.js';
import { OperationId } from '../common/openapi.js';
import { AdminExtrasService } from './admin-extras.service.js';
import { ExtraInputDto } from './dto/extra-input.dto.js';

// The OpenAPI operation ids keep the specification's word for extras, "adding", as the paths do.
@ApiTags('extras (admin)')
@Auth('ADMIN')
@Controller('admin/addings')
export class AdminExtrasController {
  constructor(private readonly extras: AdminExtrasService) {}

  /** All extras, inactive ones included. */
  @Get()
  @OperationId('AdminAddingsController_list')
  list() {
    return this.extras.list();
  }

  @Get(':id')
  @OperationId('AdminAddingsController_one')
  one(@Param('id', ParseIdPipe) id: number) {
    return this.extras.one(id);
  }

  @Post()
  @OperationId('AdminAddingsController_create')
  create(@Body() input: ExtraInputDto) {
    return this.extras.create(input);
  }

  @Put(':id')
  @OperationId('AdminAddingsController_update')
  update(@Param('id', ParseIdPipe) id: number, @Body() input: ExtraInputDto) {
    return this.extras.update(id, input);
  }

  @Delete(':id')
  @ApiOperation({
    operationId: 'AdminAddingsController_remove',
    summary: 'Löscht ein unbenutztes Extra; eines, das noch in einem Warenkorb liegt, wird nur deaktiviert (deleted: false)',
  })
  remove(@Param('id', ParseIdPipe) id: number) {
    return this.extras.remove(id);
  }
}
