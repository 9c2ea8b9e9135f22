import { Module } from '@nestjs/common';
import { MetadataModule } from '../metadata/metadata.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { RksvModule } from '../rksv/rksv.module.js';
import { InvoiceRenderer } from './invoice-renderer.service.js';
import { InvoiceDocumentsController, InvoicesController, ReceiptDocumentsController } from './invoices.controller.js';
import { InvoicesRepository } from './invoices.repository.js';
import { InvoicesService } from './invoices.service.js';

/** Issued invoices (`invoices`, insert-only): numbered from the app info's counter, rendered to PDF. */
@Module({
  imports: [OrdersModule, MetadataModule, RksvModule],
  controllers: [InvoicesController, InvoiceDocumentsController, ReceiptDocumentsController],
  providers: [InvoicesService, InvoicesRepository, InvoiceRenderer],
  exports: [InvoicesService],
})
export class InvoicesModule {}
