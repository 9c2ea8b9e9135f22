import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Auth } from '../auth/auth.decorators.js';
import { ParseIdPipe } from '../common/id.pipe.js';
import { QrSheetQueryDto } from './dto/qr-sheet-query.dto.js';
import { TableQrQueryDto } from './dto/table-qr-query.dto.js';
import { type QrFile, TableQrService } from './table-qr.service.js';

function send(reply: FastifyReply, file: QrFile): FastifyReply {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `inline; filename="${file.fileName}"`)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.body);
}

/** Registered before TablesController so that `qr-sheet` is not taken for an id. */
@ApiTags('tables (admin)')
@Auth('ADMIN')
@Controller('admin/tables')
export class TableQrController {
  constructor(private readonly qr: TableQrService) {}

  @Get('qr-sheet')
  @ApiProduces('application/pdf')
  async sheet(@Query() query: QrSheetQueryDto, @Res() reply: FastifyReply) {
    return send(reply, await this.qr.sheet(query.layout ?? 'a4'));
  }

  @Get(':id/qr')
  @ApiProduces('image/png', 'image/svg+xml')
  async image(@Param('id', ParseIdPipe) id: number, @Query() query: TableQrQueryDto, @Res() reply: FastifyReply) {
    return send(reply, await this.qr.image(id, query.format ?? 'png'));
  }
}
