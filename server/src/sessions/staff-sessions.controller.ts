import { Controller, Get, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentStaff, FLOOR_STAFF } from '../auth/auth.decorators.js';
import type { StaffPrincipal } from '../auth/staff-jwt.strategy.js';
import { ParseIdPipe } from '../common/id.pipe.js';
import { StaffTableDto, StartedSessionDto } from './dto/session.dto.js';
import { SessionsService } from './sessions.service.js';

/**
 * Staff order entry (docs/decisions.md): a waiter takes an order at a table on their phone, in the guest app's
 * screens, through a guest session opened on behalf of the table's guests.
 */
@ApiTags('sessions (staff)')
@Auth(...FLOOR_STAFF)
@Controller('admin')
export class StaffSessionsController {
  constructor(private readonly sessions: SessionsService) {}

  /** The active tables, by number, to take an order at. */
  @Get('staff-session/tables')
  @ApiOkResponse({ type: [StaffTableDto] })
  tables() {
    return this.sessions.staffTables();
  }

  /** Opens a session at the table in the staff member's name, with its own basket; answers as a guest's start does. */
  @Post('tables/:tableId/staff-session')
  @ApiCreatedResponse({ type: StartedSessionDto })
  @ApiNotFoundResponse({ description: 'Tisch nicht gefunden' })
  @ApiConflictResponse({ description: 'Tisch ist deaktiviert' })
  start(@Param('tableId', ParseIdPipe) tableId: number, @CurrentStaff() staff: StaffPrincipal) {
    return this.sessions.startForStaff(tableId, staff.username);
  }
}
