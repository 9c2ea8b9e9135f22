import { Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, FLOOR_STAFF } from '../auth/auth.decorators.js';
import { ParseIdPipe } from '../common/id.pipe.js';
import { PrintJobDto, PrintJobQueryDto } from './dto/print-job.dto.js';
import { PrintJobsService } from './print-jobs.service.js';

@ApiTags('printers (admin)')
@Auth(...FLOOR_STAFF)
@Controller('admin/print-jobs')
export class PrintJobsController {
  constructor(private readonly jobs: PrintJobsService) {}

  /** The bons sent or waiting, newest first (at most 200), of one order or one printer if asked. */
  @Get()
  @ApiOkResponse({ type: [PrintJobDto] })
  list(@Query() query: PrintJobQueryDto) {
    return this.jobs.list(query);
  }

  @Post(':id/reprint')
  @ApiOperation({ summary: 'Druckt den Bon noch einmal auf demselben Drucker, als NACHDRUCK' })
  @ApiCreatedResponse({ type: PrintJobDto })
  reprint(@Param('id', ParseIdPipe) id: number) {
    return this.jobs.reprint(id);
  }
}
