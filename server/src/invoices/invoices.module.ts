import { Module } from '@nestjs/common';
import { InvoiceRenderer } from './invoice-renderer.service.js';
import { InvoicesController } from './invoices.controller.js';
import { InvoicesService } from './invoices.service.js';

@Module({
  controllers: [InvoicesController],
  providers: [InvoicesService, InvoiceRenderer],
})
export class InvoicesModule {}
