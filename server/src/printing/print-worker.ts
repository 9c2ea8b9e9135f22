import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { AppInfoService } from '../metadata/app-info.service.js';
import { bonBytes } from './bon.js';
import { type ClaimedPrinter, PrintWorkerRepository } from './print-worker.repository.js';
import { type PrinterTimeouts, sendToPrinter } from './printer-connection.js';

/**
 * Sends the queued bons to the printers, every server process alike (docs/stations-and-printing.md, "The print
 * queue"). Each round it claims printers with a bon due (a lease on the printer's row, taken with FOR UPDATE SKIP
 * LOCKED so two processes never hold one printer), then, outside any transaction, prints that printer's bons one after
 * the other in queue order; a bon the printer does not take waits with backoff and holds back the later ones.
 */
@Injectable()
export class PrintWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PrintWorker');
  /** This process (and this worker: tests run two in one process); a restarted process is another owner. */
  private readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | null = null;
  private readonly printing = new Map<number, Promise<void>>();
  private stopping = false;
  /** Tests shorten them. */
  timeouts: PrinterTimeouts | undefined;

  constructor(
    private readonly config: AppConfig,
    private readonly repository: PrintWorkerRepository,
    private readonly appInfo: AppInfoService,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.printing.worker) return;
    this.timer = setInterval(() => void this.tick(), this.config.printing.pollMs).unref();
  }

  /** Before the database closes: no new round, and the bons being sent are finished (each step has a timeout). */
  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.round;
    await Promise.all(this.printing.values());
  }

  /** Claims every printer with a bon due that nobody holds, and prints to each (printers in parallel, bons in order). */
  tick(): Promise<void> {
    if (this.stopping) return Promise.resolve();
    this.round ??= this.claimAll()
      .catch((err: Error) => this.logger.warn(`Druckerwarteschlange: ${err.message}`))
      .finally(() => (this.round = null));
    return this.round;
  }

  /** One round and every bon it started (tests). */
  async runOnce(): Promise<void> {
    await this.tick();
    await Promise.all(this.printing.values());
  }

  private async claimAll(): Promise<void> {
    const { leaseMs } = this.config.printing;
    // A printer once a round: one whose drain ended at once waits for the next round.
    const claimed = new Set<number>();
    while (!this.stopping) {
      const printer = await this.repository.claim(this.owner, leaseMs, [...this.printing.keys(), ...claimed]);
      if (!printer) return;
      claimed.add(printer.id);
      this.printing.set(
        printer.id,
        this.drain(printer).finally(() => this.printing.delete(printer.id)),
      );
    }
  }

  private async drain(printer: ClaimedPrinter): Promise<void> {
    const { leaseMs } = this.config.printing;
    try {
      while (!this.stopping) {
        const job = await this.repository.next(printer.id, this.owner, leaseMs);
        if (!job?.due) return;
        const bytes = bonBytes(job.bon, job.stationName, await this.appInfo.timeZone(), job.reprint);
        const result = await sendToPrinter(printer.host, printer.port, bytes, this.timeouts);
        if (!result.ok) return await this.repository.failed(job.id, printer.id, result.error);
        await this.repository.printed(job.id);
      }
    } catch (err) {
      this.logger.warn(`Drucker ${printer.id}: ${(err as Error).message}`);
    } finally {
      await this.repository.release(printer.id, this.owner).catch(() => undefined);
    }
  }
}
