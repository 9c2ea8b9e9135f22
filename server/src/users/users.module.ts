import { Module } from '@nestjs/common';
import { PasswordService } from './password.service.js';
import { StaffAccounts } from './staff-accounts.service.js';
import { RolesController, UsersController } from './users.controller.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

/** Staff accounts (`users`). TokenService, LoginThrottle and the guards come from the global AuthCoreModule. */
@Module({
  controllers: [UsersController, RolesController],
  providers: [UsersService, StaffAccounts, UsersRepository, PasswordService],
  exports: [UsersService, StaffAccounts, PasswordService],
})
export class UsersModule {}
