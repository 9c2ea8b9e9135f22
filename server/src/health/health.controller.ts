import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** 200 when the database answers, 503 otherwise (for load balancers and monitoring). */
  @Get()
  async check() {
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
