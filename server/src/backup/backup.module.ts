import { Module } from '@nestjs/common';
import { BackupController } from './backup.controller.js';

/** The admin route behind `npm run backup` for the embedded database (the CLI itself is cli.ts). */
@Module({ controllers: [BackupController] })
export class BackupModule {}
