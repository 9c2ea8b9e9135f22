import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { QueryBoolean } from '../../common/transforms.js';

export class MetricsQueryDto {
  @ApiPropertyOptional({ default: false, description: 'Start a new event-loop delay histogram after answering' })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'muss true oder false sein' })
  reset?: boolean;
}
