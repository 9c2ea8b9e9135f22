import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { renderQrSheet } from './qr-sheet.pdf.js';
import { captionedQrImage, type QrImageFormat, qrPngDataUrl } from './table-qr-image.js';
import { orderUrl } from './table.mapper.js';
import { TablesRepository } from './tables.repository.js';
import { TablesService } from './tables.service.js';

export interface QrFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

const CONTENT_TYPES: Record<QrImageFormat, string> = { png: 'image/png', svg: 'image/svg+xml' };

/** QR codes to print: one table as an image, or every active table on an A4 sheet. */
@Injectable()
export class TableQrService {
  constructor(
    private readonly tables: TablesService,
    private readonly repository: TablesRepository,
    private readonly config: AppConfig,
  ) {}

  async image(id: number, format: QrImageFormat): Promise<QrFile> {
    const table = await this.tables.findActive(id);
    const body = await captionedQrImage(orderUrl(this.config.publicUrl, table.qrCode), `Tisch ${table.tableNumber}`, format);
    return { body, contentType: CONTENT_TYPES[format], fileName: `tisch-${table.tableNumber}.${format}` };
  }

  async sheet(): Promise<QrFile> {
    const tables = await this.repository.allActive();
    const entries = await Promise.all(
      tables.map(async (table) => ({
        tableNumber: table.tableNumber,
        seatingCapacity: table.seatingCapacity,
        qrPngDataUrl: await qrPngDataUrl(orderUrl(this.config.publicUrl, table.qrCode)),
      })),
    );
    const body = await renderQrSheet('Tisch-QR-Codes', entries);
    return { body, contentType: 'application/pdf', fileName: 'tisch-qr-codes.pdf' };
  }
}
