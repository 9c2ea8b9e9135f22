import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Auth, FLOOR_STAFF } from '../auth/auth.decorators.js';
import { ParseIdPipe } from '../common/id.pipe.js';
import { InvoicesService } from './invoices.service.js';

@ApiTags('admin orders')
// Whoever collects a payment may hand over its invoice: waiters and the kitchen too.
@Auth(...FLOOR_STAFF)
@Controller('admin/orders')
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get(':id/invoice')
  @ApiOperation({ summary: 'PDF invoice of a paid order (issued when it was paid)' })
  @ApiProduces('application/pdf')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'application/pdf, attachment "<orderNumber>.pdf"' })
  @ApiConflictResponse({ description: 'Rechnung nur für bezahlte Bestellungen: die Rechnung entsteht beim Bezahlen.' })
  @ApiNotFoundResponse()
  async invoice(@Param('id', ParseIdPipe) id: number): Promise<StreamableFile> {
    const { fileName, pdf } = await this.invoices.invoiceOf(id);
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `attachment; filename="${fileName}"`, length: pdf.length });
  }
}
