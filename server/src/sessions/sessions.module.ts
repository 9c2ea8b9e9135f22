import { Module } from '@nestjs/common';
import { TablesModule } from '../tables/tables.module.js';
import { SessionExpiry } from './session-expiry.service.js';
import { SessionOwnerGuard } from './session-owner.guard.js';
import { SessionsController } from './sessions.controller.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';
import { StaffSessionsController } from './staff-sessions.controller.js';

/**
 * Guest sessions (`guest_sessions`): started at a table's QR code, for takeaway, or by a waiter at a table (staff order
 * entry); ended when idle or when their table closes.
 */
@Module({
  imports: [TablesModule],
  controllers: [SessionsController, StaffSessionsController],
  providers: [SessionsService, SessionsRepository, SessionExpiry, SessionOwnerGuard],
  exports: [SessionsService, SessionOwnerGuard],
})
export class SessionsModule {}
