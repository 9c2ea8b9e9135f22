import { Module } from '@nestjs/common';
import { MetadataModule } from '../metadata/metadata.module.js';
import { StationsModule } from '../stations/stations.module.js';
import { PrintJobsController } from './print-jobs.controller.js';
import { PrintJobsRepository } from './print-jobs.repository.js';
import { PrintJobsService } from './print-jobs.service.js';
import { PrintQueue } from './print-queue.js';
import { PrintWorker } from './print-worker.js';
import { PrintWorkerRepository } from './print-worker.repository.js';
import { PrintersController } from './printers.controller.js';
import { PrintersRepository } from './printers.repository.js';
import { PrintersService } from './printers.service.js';

/** The stations' kitchen printers (`printers`) and the print queue (`print_jobs`) with the worker that empties it. */
@Module({
  imports: [MetadataModule, StationsModule],
  controllers: [PrintersController, PrintJobsController],
  providers: [PrintersRepository, PrintJobsRepository, PrintWorkerRepository, PrintersService, PrintJobsService, PrintQueue, PrintWorker],
  exports: [PrintQueue],
})
export class PrintingModule {}
