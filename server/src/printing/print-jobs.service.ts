import { Injectable } from '@nestjs/common';
import { conflict, notFound } from '../common/api-error.js';
import { AppInfoService } from '../metadata/app-info.service.js';
import { bonText } from './bon.js';
import type { PrintJobDto, PrintJobQueryDto } from './dto/print-job.dto.js';
import { type PrintJobRow, PrintJobsRepository } from './print-jobs.repository.js';
import { PrintersRepository } from './printers.repository.js';

const JOB_NOT_FOUND = 'Bon nicht gefunden.';
export const PRINTER_DISABLED = 'Der Drucker ist ausgeschaltet; zuerst einschalten.';
const LIST_LIMIT = 200;

/** The bons sent to the printers, as the back office lists and reprints them. */
@Injectable()
export class PrintJobsService {
  constructor(
    private readonly jobs: PrintJobsRepository,
    private readonly printers: PrintersRepository,
    private readonly appInfo: AppInfoService,
  ) {}

  /** Newest first, at most 200. */
  async list(query: PrintJobQueryDto): Promise<PrintJobDto[]> {
    const [jobs, timeZone] = await Promise.all([this.jobs.list(query, LIST_LIMIT), this.appInfo.timeZone()]);
    return jobs.map((job) => toPrintJobDto(job, timeZone));
  }

  async one(id: number): Promise<PrintJobDto> {
    const job = await this.jobs.find(id);
    if (!job) throw notFound(JOB_NOT_FOUND);
    return toPrintJobDto(job, await this.appInfo.timeZone());
  }

  /** The same bon once more on the same printer, headed "NACHDRUCK"; 409 while the printer is switched off. */
  async reprint(id: number): Promise<PrintJobDto> {
    const job = await this.jobs.find(id);
    if (!job) throw notFound(JOB_NOT_FOUND);
    const printer = await this.printers.find(job.printerId);
    if (!printer?.enabled) throw conflict(PRINTER_DISABLED);
    const copy = await this.jobs.add({ printerId: job.printerId, bon: job.bon, stationName: job.stationName, reprintOf: job.id });
    return this.one(copy);
  }
}

function toPrintJobDto(job: PrintJobRow, timeZone: string): PrintJobDto {
  return {
    id: job.id,
    printerId: job.printerId,
    printerName: job.printerName,
    orderId: job.orderId,
    kind: job.kind,
    status: job.status,
    attempts: job.attempts,
    createdAt: job.createdAt.toISOString(),
    printedAt: job.printedAt?.toISOString() ?? null,
    lastError: job.lastError,
    reprintOf: job.reprintOf,
    text: bonText(job.bon, job.stationName, timeZone, job.reprintOf !== null),
  };
}
