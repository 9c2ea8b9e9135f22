import { Module } from '@nestjs/common';
import { PasswordService } from './password.service.js';
import { RolesController, UsersController } from './users.controller.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

@Module({
  controllers: [UsersController, RolesController],
  providers: [UsersService, UsersRepository, PasswordService],
  exports: [UsersService, UsersRepository, PasswordService],
})
export class UsersModule {}
