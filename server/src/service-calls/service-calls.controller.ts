import { Body, Controller, Get, HttpStatus, Param, Post, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ParseUuidPipe } from '../common/id.pipe.js';
import { GuestRateLimit } from '../rate-limits/guest-rate-limit.guard.js';
import { CurrentGuest, SessionOwnerGuard } from '../sessions/session-owner.guard.js';
import type { ActiveSession } from '../sessions/sessions.repository.js';
import { CreateServiceCallDto } from './dto/create-service-call.dto.js';
import { ServiceCallDto } from './dto/service-call.dto.js';
import { ServiceCallsService } from './service-calls.service.js';

@ApiTags('service calls (guest)')
@ApiBearerAuth()
@UseGuards(SessionOwnerGuard)
@Controller('sessions/:sessionId/service-calls')
export class ServiceCallsController {
  constructor(private readonly serviceCalls: ServiceCallsService) {}

  /** "Kellner rufen" / "Rechnung bitte": 201 with a new call, 200 with the one of that kind already open at the table. */
  @Post()
  @GuestRateLimit('call')
  @ApiCreatedResponse({ type: ServiceCallDto, description: '200 with the call already open for this table and kind' })
  async call(
    @Param('sessionId', ParseUuidPipe) _sessionId: string,
    @CurrentGuest() guest: ActiveSession,
    @Body() dto: CreateServiceCallDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { created, call } = await this.serviceCalls.call(guest, dto);
    reply.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return call;
  }

  /** The table's open calls and those acknowledged lately ("Kommt gleich"). */
  @Get()
  @ApiOkResponse({ type: [ServiceCallDto] })
  list(@Param('sessionId', ParseUuidPipe) _sessionId: string, @CurrentGuest() guest: ActiveSession) {
    return this.serviceCalls.ofTable(guest);
  }
}
