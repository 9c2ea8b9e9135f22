import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Auth, FLOOR_STAFF } from '../auth/auth.decorators.js';
import { ParseIdPipe } from '../common/id.pipe.js';
import { InvoiceDocumentDto } from './dto/invoice-document.dto.js';
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
    return pdfFile(await this.invoices.invoiceOf(id));
  }

  @Get(':id/invoices')
  @ApiOperation({ summary: "The order's invoices and credit notes (Stornorechnungen), oldest first" })
  @ApiOkResponse({ type: [InvoiceDocumentDto] })
  @ApiNotFoundResponse()
  documents(@Param('id', ParseIdPipe) id: number): Promise<InvoiceDocumentDto[]> {
    return this.invoices.documentsOf(id);
  }

  @Get(':id/invoices/:invoiceNumber')
  @ApiOperation({ summary: 'PDF of one of the order’s invoices or credit notes, by its number' })
  @ApiProduces('application/pdf')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'application/pdf, attachment "<invoiceNumber>.pdf"' })
  @ApiNotFoundResponse()
  async document(@Param('id', ParseIdPipe) id: number, @Param('invoiceNumber') invoiceNumber: string): Promise<StreamableFile> {
    return pdfFile(await this.invoices.documentOf(id, invoiceNumber.slice(0, 40)));
  }
}

// Invoices of a table's bill belong to no single order: they are found by their number.
@ApiTags('admin bills')
@Auth(...FLOOR_STAFF)
@Controller('admin/invoices')
export class InvoiceDocumentsController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get(':invoiceNumber')
  @ApiOperation({ summary: 'PDF of an invoice or credit note by its number (e.g. a part of a table’s bill)' })
  @ApiProduces('application/pdf')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'application/pdf, attachment "<invoiceNumber>.pdf"' })
  @ApiNotFoundResponse()
  async document(@Param('invoiceNumber') invoiceNumber: string): Promise<StreamableFile> {
    return pdfFile(await this.invoices.documentByNumber(invoiceNumber.slice(0, 40)));
  }
}

// A register's receipts on their own (Startbeleg, Monats-, Jahres-, Schlussbeleg) as the owner prints and keeps them.
@ApiTags('cash register (RKSV)')
@Auth('ADMIN')
@Controller('admin/rksv/receipts')
export class ReceiptDocumentsController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get(':receiptNumber/pdf')
  @ApiOperation({ summary: 'PDF of a receipt of the register by its Belegnummer (e.g. the Jahresbeleg, to check and keep)' })
  @ApiProduces('application/pdf')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'application/pdf, attachment "Beleg-<Belegnummer>.pdf"' })
  @ApiNotFoundResponse()
  async receipt(@Param('receiptNumber') receiptNumber: string): Promise<StreamableFile> {
    return pdfFile(await this.invoices.receiptDocument(receiptNumber.slice(0, 40)));
  }
}

function pdfFile({ fileName, pdf }: { fileName: string; pdf: Buffer }): StreamableFile {
  // Invoice numbers are the app info's prefix and a number; anything else is kept out of the header.
  const safeName = fileName.replace(/[^\w.-]/g, '_');
  return new StreamableFile(pdf, { type: 'application/pdf', disposition: `attachment; filename="${safeName}"`, length: pdf.length });
}
