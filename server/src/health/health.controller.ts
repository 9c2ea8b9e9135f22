import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { HealthDto } from './health.dto.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** 200 when the database answers, 503 otherwise (for load balancers and monitoring). */
  @Get()
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ description: 'Datenbank nicht erreichbar' })
  async check(): Promise<HealthDto> {
    const started = Date.now();
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Datenbank nicht erreichbar',
        database: 'down',
      });
    }
    return {
      status: 'ok',
      database: 'up',
      databaseType: 'url' in this.dataSource.options && this.dataSource.options.url ? 'postgres' : 'pglite',
      latencyMs: Date.now() - started,
    };
  }
}
