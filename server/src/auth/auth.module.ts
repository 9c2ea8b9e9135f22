import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { OptionalStaffAuthGuard } from './optional-staff-auth.guard.js';

/** Staff login, token check and first-account registration. */
@Module({
  imports: [UsersModule],
  controllers: [AuthController],
  providers: [AuthService, OptionalStaffAuthGuard],
})
export class AuthModule {}
