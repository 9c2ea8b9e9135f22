import { Module } from '@nestjs/common';
import { InvoiceRenderer } from './invoice-renderer.service.js';
import { InvoicesController } from './invoices.controller.js';
import { InvoicesRepository } from './invoices.repository.js';
import { InvoicesService } from './invoices.service.js';

@Module({
  controllers: [InvoicesController],
  providers: [InvoicesService, InvoicesRepository, InvoiceRenderer],
})
export class InvoicesModule {}
