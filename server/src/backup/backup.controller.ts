import { Controller, Header, HttpCode, Post, StreamableFile } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Auth } from '../auth/auth.decorators.js';
import { conflict } from '../common/api-error.js';
import { dumpRunningEmbeddedDatabase } from '../database/embedded-dump.js';
import { BACKUP_PID_HEADER, backupFileName } from './backup-file.js';

export const BACKUP_ONLY_EMBEDDED =
  'Auf PostgreSQL sichert "npm run backup" die Datenbank mit pg_dump; diese Route sichert nur die eingebettete Datenbank';

/**
 * A consistent copy of the running embedded database (docs/decisions.md, "Backups"): the server holds DATA_DIR's
 * lock, so no other process may open it; this process dumps it between two transactions.
 */
@ApiTags('admin backup')
@Auth('ADMIN')
@Controller('admin/backup')
export class BackupController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Backup of the embedded database (gzipped tarball of its data folder); requests wait while it is taken' })
  @ApiProduces('application/gzip')
  @Header('Cache-Control', 'no-store')
  @Header(BACKUP_PID_HEADER, String(process.pid))
  @ApiOkResponse({ description: 'application/gzip, attachment "tischlein-embedded-<UTC time>.tar.gz"' })
  @ApiConflictResponse({ description: BACKUP_ONLY_EMBEDDED })
  async backup(): Promise<StreamableFile> {
    const takenAt = new Date();
    const dump = dumpRunningEmbeddedDatabase(this.dataSource);
    if (!dump) throw conflict(BACKUP_ONLY_EMBEDDED);
    const tarball = await dump;
    return new StreamableFile(tarball, {
      type: 'application/gzip',
      disposition: `attachment; filename="${backupFileName('embedded', takenAt)}"`,
      length: tarball.length,
    });
  }
}
