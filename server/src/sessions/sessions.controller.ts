import { Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { GuestRateLimit } from '../rate-limits/guest-rate-limit.guard.js';
import { SessionOwnerGuard } from './session-owner.guard.js';
import { SessionsService } from './sessions.service.js';
import { SessionDto, StartedSessionDto } from './dto/session.dto.js';

@ApiTags('sessions (guest)')
@Controller('sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  // Declared before start/:table so "takeaway" is never taken for a QR code.
  @Post('start/takeaway')
  @GuestRateLimit()
  @ApiCreatedResponse({ type: StartedSessionDto })
  startTakeaway() {
    return this.sessions.startTakeaway();
  }

  @Post('start/:table')
  @GuestRateLimit()
  @ApiCreatedResponse({ type: StartedSessionDto })
  startAtTable(@Param('table') qrCode: string) {
    return this.sessions.startAtTable(qrCode);
  }

  @Get(':sessionId')
  @UseGuards(SessionOwnerGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ type: SessionDto })
  get(@Param('sessionId') sessionId: string) {
    return this.sessions.get(sessionId);
  }
}
