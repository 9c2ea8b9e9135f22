import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { QrImageFormat } from '../table-qr-image.js';
import { LowerCase } from '../../common/transforms.js';

export class TableQrQueryDto {
  @ApiPropertyOptional({ enum: ['png', 'svg'], default: 'png' })
  @IsOptional()
  @LowerCase()
  @IsIn(['png', 'svg'], { message: 'muss png oder svg sein' })
  format?: QrImageFormat;
}
