import { Module } from '@nestjs/common';
import { MetadataModule } from '../metadata/metadata.module.js';
import { ReportsController } from './reports.controller.js';
import { ReportsRepository } from './reports.repository.js';
import { ReportsService } from './reports.service.js';

/** Back-office reports: a read-only model over orders, order items and the menu, in SQL (docs/decisions.md, "Reporting"). */
@Module({
  imports: [MetadataModule],
  controllers: [ReportsController],
  providers: [ReportsService, ReportsRepository],
})
export class ReportsModule {}
