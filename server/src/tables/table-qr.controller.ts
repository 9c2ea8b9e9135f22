import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Auth } from '../auth/auth.decorators.js';
import { ParseIdPipe } from '../common/id.pipe.js';
import { TableQrQueryDto } from './dto/table-qr-query.dto.js';
import { type QrFile, TableQrService } from './table-qr.service.js';

function send(res: Response, file: QrFile): void {
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Disposition', `inline; filename="${file.fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.send(file.body);
}

/** Registered before TablesController so that `qr-sheet` is not taken for an id. */
@ApiTags('tables (admin)')
@Auth('ADMIN')
@Controller('admin/tables')
export class TableQrController {
  constructor(private readonly qr: TableQrService) {}

  @Get('qr-sheet')
  @ApiProduces('application/pdf')
  async sheet(@Res() res: Response) {
    send(res, await this.qr.sheet());
  }

  @Get(':id/qr')
  @ApiProduces('image/png', 'image/svg+xml')
  async image(@Param('id', ParseIdPipe) id: number, @Query() query: TableQrQueryDto, @Res() res: Response) {
    send(res, await this.qr.image(id, query.format ?? 'png'));
  }
}
