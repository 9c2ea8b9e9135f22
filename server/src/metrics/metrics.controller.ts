import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth } from '../auth/auth.decorators.js';
import { MetricsQueryDto } from './dto/metrics-query.dto.js';
import { ServerMetricsDto } from './dto/server-metrics.dto.js';
import { ServerMetricsService } from './server-metrics.service.js';

@ApiTags('admin metrics')
@Auth('ADMIN')
@Controller('admin/metrics')
export class MetricsController {
  constructor(private readonly metrics: ServerMetricsService) {}

  @Get()
  @ApiOperation({ summary: 'Memory and event-loop delay of the answering server process; reset=true starts a new delay histogram' })
  @ApiOkResponse({ type: ServerMetricsDto })
  read(@Query() query: MetricsQueryDto): ServerMetricsDto {
    const answer = this.metrics.read();
    if (query.reset) this.metrics.resetEventLoopDelay();
    return answer;
  }
}
