import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth } from '../auth/auth.decorators.js';
import { ParseIdPipe } from '../common/id.pipe.js';
import { AdminAddingsService } from './admin-addings.service.js';
import { AddingInputDto } from './dto/adding-input.dto.js';

@ApiTags('extras (admin)')
@Auth('ADMIN')
@Controller('admin/addings')
export class AdminAddingsController {
  constructor(private readonly addings: AdminAddingsService) {}

  /** All extras, inactive ones included. */
  @Get()
  list() {
    return this.addings.list();
  }

  @Get(':id')
  one(@Param('id', ParseIdPipe) id: number) {
    return this.addings.one(id);
  }

  @Post()
  create(@Body() input: AddingInputDto) {
    return this.addings.create(input);
  }

  @Put(':id')
  update(@Param('id', ParseIdPipe) id: number, @Body() input: AddingInputDto) {
    return this.addings.update(id, input);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Löscht ein unbenutztes Extra; eines, das noch in einem Warenkorb liegt, wird nur deaktiviert (deleted: false)',
  })
  remove(@Param('id', ParseIdPipe) id: number) {
    return this.addings.remove(id);
  }
}
