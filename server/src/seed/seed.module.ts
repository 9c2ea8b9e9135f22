import { Module } from '@nestjs/common';
import { PasswordService } from '../users/password.service.js';
import { SeedService } from './seed.service.js';

@Module({ providers: [SeedService, PasswordService] })
export class SeedModule {}
