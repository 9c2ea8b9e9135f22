import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DiningTable } from '../tables/dining-table.entity.js';
import { GuestSession } from './guest-session.entity.js';
import { SessionExpiry } from './session-expiry.service.js';
import { SessionOwnerGuard } from './session-owner.guard.js';
import { SessionsController } from './sessions.controller.js';
import { SessionsService } from './sessions.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([GuestSession, DiningTable])],
  controllers: [SessionsController],
  providers: [SessionsService, SessionExpiry, SessionOwnerGuard],
  exports: [SessionsService, SessionOwnerGuard],
})
export class SessionsModule {}
