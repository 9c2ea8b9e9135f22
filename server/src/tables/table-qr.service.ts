import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { RestaurantFaceService } from '../metadata/restaurant-face.service.js';
import type { QrSheetLayout } from './dto/qr-sheet-query.dto.js';
import { renderQrSheet } from './qr-sheet.pdf.js';
import { renderQrTents } from './qr-tent.pdf.js';
import { captionedQrImage, type QrImageFormat, qrPngDataUrl } from './table-qr-image.js';
import { orderUrl, tableCaption } from './table.mapper.js';
import { TablesRepository } from './tables.repository.js';
import { TablesService } from './tables.service.js';

export interface QrFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

const CONTENT_TYPES: Record<QrImageFormat, string> = { png: 'image/png', svg: 'image/svg+xml' };

/** QR codes to print: one table as an image, or every active table on A4 sheets (nine a page) or as A6 table tents. */
@Injectable()
export class TableQrService {
  constructor(
    private readonly tables: TablesService,
    private readonly repository: TablesRepository,
    private readonly config: AppConfig,
    private readonly face: RestaurantFaceService,
  ) {}

  async image(id: number, format: QrImageFormat): Promise<QrFile> {
    const table = await this.tables.findActive(id);
    const body = await captionedQrImage(orderUrl(this.config.publicUrl, table.qrCode), tableCaption(table), format);
    return { body, contentType: CONTENT_TYPES[format], fileName: `tisch-${table.tableNumber}.${format}` };
  }

  async sheet(layout: QrSheetLayout): Promise<QrFile> {
    const [tables, { name }] = await Promise.all([this.repository.allActive(), this.face.face()]);
    const entries = tables.map((table) => ({
      tableNumber: table.tableNumber,
      caption: tableCaption(table),
      link: orderUrl(this.config.publicUrl, table.qrCode),
    }));
    if (layout === 'tent') {
      const body = await renderQrTents('Tischaufsteller', name, entries);
      return { body, contentType: 'application/pdf', fileName: 'tischaufsteller.pdf' };
    }
    const withImages = await Promise.all(entries.map(async (entry) => ({ ...entry, qrPngDataUrl: await qrPngDataUrl(entry.link) })));
    const body = await renderQrSheet('Tisch-QR-Codes', name, withImages);
    return { body, contentType: 'application/pdf', fileName: 'tisch-qr-codes.pdf' };
  }
}
