import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { Inject, Injectable, Logger, type OnModuleDestroy, Optional } from '@nestjs/common';
import type { InvoiceModel } from './invoice-model.js';

/**
 * At most two renders at once, and never all cores: on the 2-core box a restaurant runs, one worker leaves the
 * other core to the server's own thread (guests' menu reads and checkouts), and holds one worker's memory, not two.
 */
const defaultPoolSize = () => Math.max(1, Math.min(2, availableParallelism() - 1));

/** Optional provider overriding the worker script (tests run the pool with a stand-in worker). */
const INVOICE_WORKER_SCRIPT = Symbol('INVOICE_WORKER_SCRIPT');
/** Optional provider overriding how long a worker may sit idle before it is ended (tests shorten it). */
const INVOICE_WORKER_IDLE_MS = Symbol('INVOICE_WORKER_IDLE_MS');
/** Optional provider overriding how many workers may run (tests fix it). */
const INVOICE_WORKER_POOL_SIZE = Symbol('INVOICE_WORKER_POOL_SIZE');
const RENDER_TIMEOUT_MS = 30_000;
/** Each worker holds its own V8 heap with pdfmake and the fonts (~35 MB RSS), so an idle one is ended. */
const IDLE_WORKER_MS = 30_000;
/**
 * A render allocates little that lives long; V8's default young generation (3 × 16 MB per isolate) only
 * costs RSS. With 4 MB two workers rendering 20 invoices hold ~35 MB less, measured at the same speed.
 */
const WORKER_HEAP_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 4 };

interface Job {
  id: number;
  model: InvoiceModel;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

interface PooledWorker {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  idleTimer: NodeJS.Timeout | null;
}

/**
 * Renders invoice PDFs off the event loop in a small pool of worker threads, started on first use and
 * ended after a while without work.
 * The worker entry is the compiled `invoice-pdf.worker.js` beside this file. Under jest the code runs
 * from TypeScript sources, which a worker thread cannot load (Node 20 has no type stripping and the
 * project no TS loader), so when that file is missing the PDF is rendered in this thread instead:
 * the same document code, only without the thread hop.
 */
@Injectable()
export class InvoiceRenderer implements OnModuleDestroy {
  private readonly logger = new Logger(InvoiceRenderer.name);
  private readonly script: URL;
  private readonly useWorkers: boolean;
  private readonly idleMs: number;
  private readonly poolSize: number;
  private readonly pool: PooledWorker[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    @Optional() @Inject(INVOICE_WORKER_SCRIPT) script?: URL,
    @Optional() @Inject(INVOICE_WORKER_IDLE_MS) idleMs?: number,
    @Optional() @Inject(INVOICE_WORKER_POOL_SIZE) poolSize?: number,
  ) {
    this.script = script ?? new URL('./invoice-pdf.worker.js', import.meta.url);
    this.idleMs = idleMs ?? IDLE_WORKER_MS;
    this.poolSize = poolSize ?? defaultPoolSize();
    this.useWorkers = existsSync(fileURLToPath(this.script));
  }

  async render(model: InvoiceModel): Promise<Buffer> {
    if (!this.useWorkers) {
      const { renderInvoicePdf } = await import('./invoice-document.js');
      return Buffer.from(await renderInvoicePdf(model));
    }
    if (this.closed) throw new Error('Invoice renderer is shut down');
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, model, resolve, reject });
      this.dispatch();
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('Invoice renderer is shut down'));
    await Promise.all(this.pool.splice(0).map((pooled) => this.retire(pooled, new Error('Invoice renderer is shut down'))));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const idle = this.pool.find((p) => p.job === null) ?? (this.pool.length < this.poolSize ? this.spawn() : null);
      if (!idle) return;
      const job = this.queue.shift()!;
      this.clearIdleTimer(idle);
      idle.job = job;
      idle.timer = setTimeout(() => void this.retire(idle, new Error('Invoice rendering timed out')), RENDER_TIMEOUT_MS);
      idle.worker.postMessage({ id: job.id, model: job.model });
    }
  }

  private spawn(): PooledWorker {
    const pooled: PooledWorker = {
      worker: new Worker(this.script, { resourceLimits: WORKER_HEAP_LIMITS }),
      job: null,
      timer: null,
      idleTimer: null,
    };
    pooled.worker.on('message', (message: { id: number; pdf?: Uint8Array; error?: string }) => this.finish(pooled, message));
    pooled.worker.on('error', (error) => void this.retire(pooled, error));
    pooled.worker.on('exit', () => void this.retire(pooled, new Error('Invoice worker stopped')));
    pooled.worker.unref();
    this.pool.push(pooled);
    return pooled;
  }

  private finish(pooled: PooledWorker, message: { id: number; pdf?: Uint8Array; error?: string }): void {
    const job = pooled.job;
    if (!job || job.id !== message.id) return;
    clearTimeout(pooled.timer!);
    pooled.job = null;
    pooled.timer = null;
    if (message.pdf) job.resolve(Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength));
    else job.reject(new Error(message.error ?? 'Invoice rendering failed'));
    this.dispatch();
    if (pooled.job === null) this.startIdleTimer(pooled);
  }

  private startIdleTimer(pooled: PooledWorker): void {
    this.clearIdleTimer(pooled);
    pooled.idleTimer = setTimeout(() => void this.retire(pooled, new Error('Invoice worker idle')), this.idleMs);
    pooled.idleTimer.unref();
  }

  private clearIdleTimer(pooled: PooledWorker): void {
    if (pooled.idleTimer) clearTimeout(pooled.idleTimer);
    pooled.idleTimer = null;
  }

  /** Drops a broken, stuck or no longer needed worker; its job fails, the queue moves on. */
  private async retire(pooled: PooledWorker, reason: Error): Promise<void> {
    const index = this.pool.indexOf(pooled);
    if (index >= 0) this.pool.splice(index, 1);
    if (pooled.timer) clearTimeout(pooled.timer);
    this.clearIdleTimer(pooled);
    const job = pooled.job;
    pooled.job = null;
    if (job) {
      this.logger.error(`Invoice rendering failed: ${reason.message}`);
      job.reject(reason);
    }
    await pooled.worker.terminate();
    if (!this.closed) this.dispatch();
  }
}
