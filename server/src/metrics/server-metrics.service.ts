import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { ServerMetricsDto } from './dto/server-metrics.dto.js';

// 10 ms sampling: fine enough for a 50 ms budget, negligible cost.
const SAMPLING_RESOLUTION_MS = 10;
const NS_PER_MS = 1e6;

/** Memory and event-loop delay of this process, for benchmarks and monitoring. */
@Injectable()
export class ServerMetricsService implements OnModuleDestroy {
  private readonly eventLoopDelay: IntervalHistogram = monitorEventLoopDelay({ resolution: SAMPLING_RESOLUTION_MS });

  constructor() {
    this.eventLoopDelay.enable();
  }

  read(): ServerMetricsDto {
    const memory = process.memoryUsage();
    const histogram = this.eventLoopDelay;
    const ms = (ns: number) => (Number.isFinite(ns) ? Math.round((ns / NS_PER_MS) * 100) / 100 : 0);
    return {
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      eventLoopDelay: {
        p50Ms: histogram.count > 0 ? ms(histogram.percentile(50)) : 0,
        p99Ms: histogram.count > 0 ? ms(histogram.percentile(99)) : 0,
        maxMs: histogram.count > 0 ? ms(histogram.max) : 0,
      },
    };
  }

  resetEventLoopDelay(): void {
    this.eventLoopDelay.reset();
  }

  onModuleDestroy(): void {
    this.eventLoopDelay.disable();
  }
}
