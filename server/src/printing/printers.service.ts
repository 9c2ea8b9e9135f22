import { Injectable } from '@nestjs/common';
import { conflict, fieldError, notFound } from '../common/api-error.js';
import { AppConfig } from '../config/app-config.js';
import { StationsService } from '../stations/stations.service.js';
import type { Bon } from './bon.js';
import type { PrinterDto, PrinterInputDto, PrinterStatus } from './dto/printer.dto.js';
import type { PrintJobDto } from './dto/print-job.dto.js';
import { PRINTER_DISABLED, PrintJobsService } from './print-jobs.service.js';
import { PrintJobsRepository } from './print-jobs.repository.js';
import { type PrinterRow, PrintersRepository } from './printers.repository.js';

export const PRINTER_NOT_FOUND = 'Drucker nicht gefunden.';
const DEFAULT_PORT = 9100;
const NO_STATION = 'Ohne Station';

/** FAILING once it has failed for `failingAfterMs`; UNKNOWN while it never printed; else OK. */
export function printerStatus(printer: PrinterRow, failingAfterMs: number, now = Date.now()): PrinterStatus {
  if (printer.failingSince && now - printer.failingSince.getTime() >= failingAfterMs) return 'FAILING';
  return printer.lastPrintedAt ? 'OK' : 'UNKNOWN';
}

/** The stations' network printers, and their test bon. */
@Injectable()
export class PrintersService {
  constructor(
    private readonly printers: PrintersRepository,
    private readonly jobs: PrintJobsRepository,
    private readonly printJobs: PrintJobsService,
    private readonly stations: StationsService,
    private readonly config: AppConfig,
  ) {}

  async list(): Promise<PrinterDto[]> {
    return (await this.printers.all()).map((p) => this.toDto(p));
  }

  async create(input: PrinterInputDto): Promise<PrinterDto> {
    await this.checkStation(input.stationId);
    const id = await this.printers.insert(this.values(input));
    return this.one(id);
  }

  /** A changed printer (switched on, a new address) tries its waiting bons at once. */
  async update(id: number, input: PrinterInputDto): Promise<PrinterDto> {
    await this.checkStation(input.stationId);
    if (!(await this.printers.update(id, this.values(input)))) throw notFound(PRINTER_NOT_FOUND);
    await this.jobs.retryNow(id);
    return this.one(id);
  }

  /** Its waiting bons go with it. */
  async remove(id: number): Promise<PrinterDto> {
    const printer = await this.one(id);
    await this.printers.delete(id);
    return printer;
  }

  /** A test bon (with €, umlauts and ß, so the code page can be checked by eye); 409 while the printer is switched off. */
  async test(id: number, by: string): Promise<PrintJobDto> {
    const printer = await this.printers.find(id);
    if (!printer) throw notFound(PRINTER_NOT_FOUND);
    if (!printer.enabled) throw conflict(PRINTER_DISABLED);
    const station = printer.stationId === null ? null : (await this.stations.list()).find((s) => s.id === printer.stationId);
    const bon: Bon = {
      kind: 'TEST',
      stationId: printer.stationId ?? 0,
      orderId: null,
      orderNumber: null,
      place: printer.name,
      at: new Date().toISOString(),
      by,
      lines: [],
      notes: [`${printer.host}:${printer.port}`, 'Sonderzeichen: € ä ö ü ß Ä Ö Ü'],
    };
    const jobId = await this.jobs.add({ printerId: id, bon, stationName: station?.name ?? NO_STATION, reprintOf: null });
    return this.printJobs.one(jobId);
  }

  private async one(id: number): Promise<PrinterDto> {
    const printer = await this.printers.find(id);
    if (!printer) throw notFound(PRINTER_NOT_FOUND);
    return this.toDto(printer);
  }

  private values(input: PrinterInputDto) {
    return {
      name: input.name,
      host: input.host,
      port: input.port ?? DEFAULT_PORT,
      stationId: input.stationId,
      enabled: input.enabled ?? true,
    };
  }

  private async checkStation(stationId: number | null): Promise<void> {
    if (stationId === null) return;
    if (!(await this.stations.list()).some((s) => s.id === stationId)) throw fieldError('stationId', 'Unbekannte Station.');
  }

  private toDto(p: PrinterRow): PrinterDto {
    return {
      id: p.id,
      name: p.name,
      host: p.host,
      port: p.port,
      stationId: p.stationId,
      enabled: p.enabled,
      status: printerStatus(p, this.config.printing.failingAfterMs),
      failingSince: p.failingSince?.toISOString() ?? null,
      lastError: p.lastError,
      waitingBons: p.waitingBons,
    };
  }
}
