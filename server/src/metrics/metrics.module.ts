import { Module } from '@nestjs/common';
import { MetricsController } from './metrics.controller.js';
import { ServerMetricsService } from './server-metrics.service.js';

/** Process metrics (memory, event-loop delay) for the benchmark and monitoring. */
@Module({
  controllers: [MetricsController],
  providers: [ServerMetricsService],
})
export class MetricsModule {}
