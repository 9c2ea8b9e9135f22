import { ApiProperty } from '@nestjs/swagger';

class EventLoopDelayDto {
  @ApiProperty({ type: 'number', description: 'Median delay of the event loop since start or the last reset, ms' })
  p50Ms!: number;
  @ApiProperty({ type: 'number', description: '99th percentile, ms' })
  p99Ms!: number;
  @ApiProperty({ type: 'number', description: 'Largest delay, ms' })
  maxMs!: number;
}

export class ServerMetricsDto {
  @ApiProperty({ type: 'integer', description: 'Resident set size of this server process, bytes' })
  rssBytes!: number;
  @ApiProperty({ type: 'integer', description: 'V8 heap in use, bytes' })
  heapUsedBytes!: number;
  @ApiProperty({ type: EventLoopDelayDto })
  eventLoopDelay!: EventLoopDelayDto;
}
