import { Body, Controller, Get, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { GuestRateLimit } from '../rate-limits/guest-rate-limit.guard.js';
import type { ActiveSession } from './sessions.repository.js';
import { CurrentGuest, SessionOwnerGuard } from './session-owner.guard.js';
import { SessionsService } from './sessions.service.js';
import { SessionDto, StartedSessionDto } from './dto/session.dto.js';
import { StartSessionDto, UpdateSessionDto } from './dto/update-session.dto.js';
import { ParseUuidPipe } from '../common/id.pipe.js';

@ApiTags('sessions (guest)')
@Controller('sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  // Declared before start/:table so "takeaway" is never taken for a QR code.
  @Post('start/takeaway')
  @GuestRateLimit('start')
  @ApiCreatedResponse({ type: StartedSessionDto })
  startTakeaway() {
    return this.sessions.startTakeaway();
  }

  @Post('start/:table')
  @GuestRateLimit('start')
  @ApiCreatedResponse({ type: StartedSessionDto })
  startAtTable(@Param('table') qrCode: string, @Body() dto: StartSessionDto) {
    return this.sessions.startAtTable(qrCode, dto.privateBasket ?? false);
  }

  @Get(':sessionId')
  @UseGuards(SessionOwnerGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ type: SessionDto })
  get(@Param('sessionId') sessionId: string) {
    return this.sessions.get(sessionId);
  }

  /** The guest's name on shared basket lines, and the switch between the table's basket and one's own. */
  @Patch(':sessionId')
  @GuestRateLimit('write')
  @UseGuards(SessionOwnerGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ type: SessionDto })
  update(@Param('sessionId', ParseUuidPipe) _sessionId: string, @CurrentGuest() guest: ActiveSession, @Body() dto: UpdateSessionDto) {
    return this.sessions.update(guest, dto);
  }
}
