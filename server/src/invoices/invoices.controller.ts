import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Auth } from '../auth/auth.decorators.js';
import { ParseIdPipe } from '../common/id.pipe.js';
import { InvoicesService } from './invoices.service.js';

@ApiTags('admin orders')
@Auth('ADMIN')
@Controller('admin/orders')
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get(':id/invoice')
  @ApiOperation({ summary: 'PDF invoice of a COMPLETED order (numbered on first download)' })
  @ApiProduces('application/pdf')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'application/pdf, attachment "<orderNumber>.pdf"' })
  @ApiConflictResponse({ description: 'Rechnung nur für abgeschlossene Bestellungen' })
  @ApiNotFoundResponse()
  async invoice(@Param('id', ParseIdPipe) id: number): Promise<StreamableFile> {
    const { fileName, pdf } = await this.invoices.invoiceOf(id);
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `attachment; filename="${fileName}"`, length: pdf.length });
  }
}
