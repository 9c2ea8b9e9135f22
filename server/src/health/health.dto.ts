import { ApiProperty } from '@nestjs/swagger';
import { enumProperty } from '../common/api-schema.js';

export class HealthDto {
  @ApiProperty({ enum: ['ok'] })
  status!: 'ok';
  @ApiProperty({ enum: ['up'] })
  database!: 'up';
  @enumProperty('DatabaseType', ['postgres', 'pglite'])
  databaseType!: 'postgres' | 'pglite';
  @ApiProperty({ type: 'integer', description: 'Antwortzeit der Datenbank' })
  latencyMs!: number;
}
