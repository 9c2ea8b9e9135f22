import { Body, Controller, Get, Headers, HttpStatus, Param, Post, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentGuest, SessionOwnerGuard } from '../sessions/session-owner.guard.js';
import type { ActiveSession } from '../sessions/sessions.repository.js';
import { idempotencyKeyOf } from '../common/idempotency-key.js';
import { GuestRateLimit } from '../rate-limits/guest-rate-limit.guard.js';
import { ParseIdPipe, ParseUuidPipe } from '../common/id.pipe.js';
import { GuestLanguage, type Language } from '../common/translations.js';
import { CheckoutService } from './checkout.service.js';
import { CheckoutDto } from './dto/checkout.dto.js';
import { CheckoutAnswerDto, GuestOrderDto } from './dto/guest-order.dto.js';

@ApiTags('checkout (guest)')
@ApiBearerAuth()
@UseGuards(SessionOwnerGuard)
@Controller('sessions/:sessionId')
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  /** 201 with the new order; 200 with the same order when the Idempotency-Key was seen before. */
  @Post('checkout')
  @GuestRateLimit('checkout')
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiCreatedResponse({ type: CheckoutAnswerDto, description: '200 with the same answer for a repeated Idempotency-Key' })
  @ApiConflictResponse({
    description: '"Bestellung wurde bereits gesendet" (with orderId, orderNumber): another phone at the table sent the shared basket',
  })
  async submit(
    @Param('sessionId', ParseUuidPipe) _sessionId: string,
    @CurrentGuest() guest: ActiveSession,
    @Body() dto: CheckoutDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
    @GuestLanguage() lang: Language,
  ) {
    const { replayed, body } = await this.checkout.checkout(guest, {
      paymentMethod: dto.paymentMethod,
      idempotencyKey: idempotencyKeyOf(idempotencyKey),
      seenBasketId: dto.basketId,
      lang,
    });
    reply.status(replayed ? HttpStatus.OK : HttpStatus.CREATED);
    return body;
  }

  @Get('orders')
  @ApiOkResponse({ type: [GuestOrderDto] })
  orders(@Param('sessionId', ParseUuidPipe) sessionId: string, @GuestLanguage() lang: Language) {
    return this.checkout.ordersOfSession(sessionId, lang);
  }

  @Get('orders/:orderId')
  @ApiOkResponse({ type: GuestOrderDto })
  order(
    @Param('sessionId', ParseUuidPipe) sessionId: string,
    @Param('orderId', ParseIdPipe) orderId: number,
    @GuestLanguage() lang: Language,
  ) {
    return this.checkout.orderOfSession(sessionId, orderId, lang);
  }
}
