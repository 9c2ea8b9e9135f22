import { Body, Controller, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentStaff, FLOOR_STAFF } from '../auth/auth.decorators.js';
import type { StaffPrincipal } from '../auth/staff-jwt.strategy.js';
import { ParseIdPipe } from '../common/id.pipe.js';
import { OrderDetailDto } from './dto/order.dto.js';
import { FireCourseDto, LineQuantityDto, PreparationInputDto } from './dto/preparation.dto.js';
import { OrderActionsService } from './order-actions.service.js';

/** The station screens' steps (issue 35): a line's state at a station, calling the next course, and changing a line. */
@ApiTags('admin orders')
@Auth(...FLOOR_STAFF)
@Controller('admin/orders/:id')
export class OrderPreparationController {
  constructor(private readonly actions: OrderActionsService) {}

  @Post('preparation')
  @HttpCode(200)
  @ApiOperation({ summary: 'Setzt Positionen an einer Station auf Zuzubereiten, Fertig oder Serviert ("Alles fertig" ohne itemIds)' })
  @ApiConflictResponse({ description: 'Nichts an dieser Station, Gang nicht abgerufen, oder Bestellung abgelehnt/storniert' })
  @ApiOkResponse({ type: OrderDetailDto })
  prepare(@Param('id', ParseIdPipe) id: number, @Body() input: PreparationInputDto, @CurrentStaff() staff: StaffPrincipal) {
    return this.actions.prepare(id, input, staff.username);
  }

  @Post('fire')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ruft den nächsten Gang ab ("Hauptgang abrufen"): seine Positionen erscheinen an den Stationen' })
  @ApiConflictResponse({ description: 'Kein Gang wartet auf Abruf' })
  @ApiOkResponse({ type: OrderDetailDto })
  fire(@Param('id', ParseIdPipe) id: number, @Body() input: FireCourseDto, @CurrentStaff() staff: StaffPrincipal) {
    return this.actions.fire(id, input.course, staff.username);
  }

  @Put('items/:itemId')
  @ApiOperation({
    summary:
      'Ändert die Menge einer Position (0 entfernt sie), solange die Bestellung offen und unbezahlt ist; die Stationen bekommen einen Bon der Änderung',
  })
  @ApiConflictResponse({ description: 'Bestellung nicht offen, (teilweise) bezahlt, oder die letzte Position' })
  @ApiOkResponse({ type: OrderDetailDto })
  changeLine(
    @Param('id', ParseIdPipe) id: number,
    @Param('itemId', ParseIdPipe) itemId: number,
    @Body() input: LineQuantityDto,
    @CurrentStaff() staff: StaffPrincipal,
  ) {
    return this.actions.changeLine(id, itemId, input.quantity, staff.username);
  }
}
