import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth } from '../auth/auth.decorators.js';
import { ParseIdPipe } from '../common/id.pipe.js';
import { AdminExtrasService } from './admin-extras.service.js';
import { ExtraInputDto } from './dto/extra-input.dto.js';

@ApiTags('extras (admin)')
@Auth('ADMIN')
@Controller('admin/addings')
export class AdminExtrasController {
  constructor(private readonly extras: AdminExtrasService) {}

  /** All extras, inactive ones included. */
  @Get()
  list() {
    return this.extras.list();
  }

  @Get(':id')
  one(@Param('id', ParseIdPipe) id: number) {
    return this.extras.one(id);
  }

  @Post()
  create(@Body() input: ExtraInputDto) {
    return this.extras.create(input);
  }

  @Put(':id')
  update(@Param('id', ParseIdPipe) id: number, @Body() input: ExtraInputDto) {
    return this.extras.update(id, input);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Löscht ein unbenutztes Extra; eines, das noch in einem Warenkorb liegt, wird nur deaktiviert (deleted: false)',
  })
  remove(@Param('id', ParseIdPipe) id: number) {
    return this.extras.remove(id);
  }
}
