import { Body, Controller, Delete, Get, Param, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentStaff, FLOOR_STAFF } from '../auth/auth.decorators.js';
import type { StaffPrincipal } from '../auth/staff-jwt.strategy.js';
import { ParseIdPipe, ParseUuidPipe } from '../common/id.pipe.js';
import { GuestRateLimit } from '../rate-limits/guest-rate-limit.guard.js';
import { SessionOwnerGuard } from '../sessions/session-owner.guard.js';
import { GuestInvoiceRecipientDto, InvoiceRecipientInputDto } from './dto/invoice-recipient.dto.js';
import { OrderDetailDto } from './dto/order.dto.js';
import { InvoiceRecipientService } from './invoice-recipient.service.js';

const LOCKED = 'Die Rechnung ist bereits ausgestellt: der Rechnungsempfänger lässt sich nicht mehr ändern.';

// A business guest's invoice ("Firmenrechnung"): the guest names the recipient on their own order's confirmation.
@ApiTags('checkout (guest)')
@ApiBearerAuth()
@UseGuards(SessionOwnerGuard)
@Controller('sessions/:sessionId/orders/:orderId/invoice-recipient')
export class GuestInvoiceRecipientController {
  constructor(private readonly recipients: InvoiceRecipientService) {}

  @Get()
  @ApiOperation({ summary: 'Whom the invoice of the guest’s own order will name, and whether that can still change' })
  @ApiOkResponse({ type: GuestInvoiceRecipientDto })
  @ApiNotFoundResponse({ description: 'Not an order this session placed' })
  get(@Param('sessionId', ParseUuidPipe) sessionId: string, @Param('orderId', ParseIdPipe) orderId: number) {
    return this.recipients.ofGuest(sessionId, orderId);
  }

  @Put()
  @GuestRateLimit('write')
  @ApiOperation({ summary: 'Name the recipient of the invoice of the guest’s own order (before it is issued)' })
  @ApiOkResponse({ type: GuestInvoiceRecipientDto })
  @ApiNotFoundResponse({ description: 'Not an order this session placed' })
  @ApiConflictResponse({ description: LOCKED })
  set(
    @Param('sessionId', ParseUuidPipe) sessionId: string,
    @Param('orderId', ParseIdPipe) orderId: number,
    @Body() dto: InvoiceRecipientInputDto,
  ) {
    return this.recipients.setByGuest(sessionId, orderId, dto);
  }

  @Delete()
  @GuestRateLimit('write')
  @ApiOperation({ summary: 'No recipient on the invoice of the guest’s own order (before it is issued)' })
  @ApiOkResponse({ type: GuestInvoiceRecipientDto })
  @ApiNotFoundResponse({ description: 'Not an order this session placed' })
  @ApiConflictResponse({ description: LOCKED })
  remove(@Param('sessionId', ParseUuidPipe) sessionId: string, @Param('orderId', ParseIdPipe) orderId: number) {
    return this.recipients.setByGuest(sessionId, orderId, null);
  }
}

// Whoever takes the order or collects its payment may name the recipient: waiters and the kitchen (a counter) too.
@ApiTags('admin orders')
@Auth(...FLOOR_STAFF)
@Controller('admin/orders/:id/invoice-recipient')
export class AdminInvoiceRecipientController {
  constructor(private readonly recipients: InvoiceRecipientService) {}

  @Put()
  @ApiOperation({ summary: 'Name the recipient of the order’s invoice (before it is issued)' })
  @ApiOkResponse({ type: OrderDetailDto })
  @ApiNotFoundResponse()
  @ApiConflictResponse({ description: LOCKED })
  set(@Param('id', ParseIdPipe) id: number, @Body() dto: InvoiceRecipientInputDto, @CurrentStaff() staff: StaffPrincipal) {
    return this.recipients.setByStaff(id, dto, staff.username);
  }

  @Delete()
  @ApiOperation({ summary: 'No recipient on the order’s invoice (before it is issued)' })
  @ApiOkResponse({ type: OrderDetailDto })
  @ApiNotFoundResponse()
  @ApiConflictResponse({ description: LOCKED })
  remove(@Param('id', ParseIdPipe) id: number, @CurrentStaff() staff: StaffPrincipal) {
    return this.recipients.setByStaff(id, null, staff.username);
  }
}
