import { Body, Controller, Get, Headers, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Auth, CurrentStaff, FLOOR_STAFF, Roles } from '../auth/auth.decorators.js';
import type { StaffPrincipal } from '../auth/staff-jwt.strategy.js';
import { ParseIdPipe } from '../common/id.pipe.js';
import { idempotencyKeyOf } from '../common/idempotency-key.js';
import { OrderDetailDto } from '../orders/dto/order.dto.js';
import { PayOrderDto } from './dto/pay-order.dto.js';
import { PaidOrderDto, PaymentDto } from './dto/payment.dto.js';
import { PaymentsService } from './payments.service.js';

// Whoever collects the money records it: waiters, the kitchen (a counter) and admins.
@ApiTags('admin orders')
@Auth(...FLOOR_STAFF)
@Controller('admin/orders')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Post(':id/pay')
  @HttpCode(200)
  @ApiOperation({ summary: 'Record the payment of the whole order (cash or card, tip, cash given); issues its invoice' })
  @ApiOkResponse({ type: PaidOrderDto })
  @ApiBadRequestResponse({ description: 'Invalid fields; givenCents with card or below amount plus tip' })
  @ApiConflictResponse({ description: 'Already paid, rejected or canceled' })
  @ApiNotFoundResponse()
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'Sent again (a retry), it answers the payment it made, with the same invoice and receipt',
  })
  pay(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: PayOrderDto,
    @CurrentStaff() staff: StaffPrincipal,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ) {
    return this.payments.payOrder(id, dto, staff.username, idempotencyKeyOf(idempotencyKey));
  }

  @Post(':id/refund')
  @Roles('ADMIN')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel a paid order with a credit note (Stornorechnung) reversing its invoice and payment' })
  @ApiOkResponse({ type: OrderDetailDto })
  @ApiConflictResponse({ description: 'Not paid' })
  @ApiNotFoundResponse()
  refund(@Param('id', ParseIdPipe) id: number, @CurrentStaff() staff: StaffPrincipal) {
    return this.payments.refundOrder(id, staff.username);
  }

  @Post(':id/payment/correct')
  @Roles('ADMIN')
  @HttpCode(200)
  @ApiOperation({ summary: 'Fix the payment of a paid order: a credit note reverses it, the new payment gets a new invoice' })
  @ApiOkResponse({ type: PaidOrderDto })
  @ApiBadRequestResponse({ description: 'Invalid fields' })
  @ApiConflictResponse({ description: 'Not paid' })
  @ApiNotFoundResponse()
  correct(@Param('id', ParseIdPipe) id: number, @Body() dto: PayOrderDto, @CurrentStaff() staff: StaffPrincipal) {
    return this.payments.correctPayment(id, dto, staff.username);
  }

  @Get(':id/payment')
  @ApiOperation({ summary: "The order's payment" })
  @ApiOkResponse({ type: PaymentDto })
  @ApiNotFoundResponse({ description: 'Diese Bestellung ist noch nicht bezahlt.' })
  payment(@Param('id', ParseIdPipe) id: number) {
    return this.payments.paymentOf(id);
  }
}
