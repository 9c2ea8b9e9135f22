import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentStaff, FLOOR_STAFF, Roles } from '../auth/auth.decorators.js';
import type { StaffPrincipal } from '../auth/staff-jwt.strategy.js';
import { ParseIdPipe } from '../common/id.pipe.js';
import { PrintJobDto } from './dto/print-job.dto.js';
import { PrinterDto, PrinterInputDto } from './dto/printer.dto.js';
import { PrintersService } from './printers.service.js';

@ApiTags('printers (admin)')
@Auth('ADMIN')
@Controller('admin/printers')
export class PrintersController {
  constructor(private readonly printers: PrintersService) {}

  /** Every printer with its state: the station screens show a banner for a failing one. */
  @Get()
  @Roles(...FLOOR_STAFF)
  @ApiOkResponse({ type: [PrinterDto] })
  list() {
    return this.printers.list();
  }

  @Post()
  @ApiCreatedResponse({ type: PrinterDto })
  create(@Body() input: PrinterInputDto) {
    return this.printers.create(input);
  }

  @Put(':printerId')
  @ApiOkResponse({ type: PrinterDto })
  update(@Param('printerId', ParseIdPipe) id: number, @Body() input: PrinterInputDto) {
    return this.printers.update(id, input);
  }

  @Delete(':printerId')
  @ApiOperation({ summary: 'Löscht den Drucker mit seinen wartenden Bons' })
  @ApiOkResponse({ type: PrinterDto, description: 'The deleted printer' })
  remove(@Param('printerId', ParseIdPipe) id: number) {
    return this.printers.remove(id);
  }

  @Post(':printerId/test')
  @HttpCode(201)
  @ApiOperation({ summary: 'Druckt einen Testbon; 409, wenn der Drucker ausgeschaltet ist' })
  @ApiCreatedResponse({ type: PrintJobDto })
  test(@Param('printerId', ParseIdPipe) id: number, @CurrentStaff() staff: StaffPrincipal) {
    return this.printers.test(id, staff.username);
  }
}
