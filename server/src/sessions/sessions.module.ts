import { Module } from '@nestjs/common';
import { TablesModule } from '../tables/tables.module.js';
import { SessionExpiry } from './session-expiry.service.js';
import { SessionOwnerGuard } from './session-owner.guard.js';
import { SessionsController } from './sessions.controller.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';

/** Guest sessions (`guest_sessions`): started at a table's QR code or for takeaway, ended when idle or when their table closes. */
@Module({
  imports: [TablesModule],
  controllers: [SessionsController],
  providers: [SessionsService, SessionsRepository, SessionExpiry, SessionOwnerGuard],
  exports: [SessionsService, SessionOwnerGuard],
})
export class SessionsModule {}
