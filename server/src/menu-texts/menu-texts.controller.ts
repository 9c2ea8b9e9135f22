import { Controller, Get, Header, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import type { UploadedMultipartFile } from '@nestjs/platform-fastify';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Auth } from '../auth/auth.decorators.js';
import { badRequest } from '../common/api-error.js';
import { FileUpload } from '../common/file-upload.js';
import { MenuChangesInterceptor } from '../menu/menu-changes.interceptor.js';
import { MenuTextsService } from './menu-texts.service.js';

/** The largest translations CSV read back (a menu of a few hundred products in eight languages is far below). */
const MAX_CSV_BYTES = 2 * 1024 * 1024;
const CSV_TOO_LARGE = 'Datei zu groß (höchstens 2 MB)';

class TranslationsImportDto {
  @ApiProperty({ type: 'integer', description: 'Einträge, deren Übersetzungen gesetzt wurden' })
  updated!: number;
}

@ApiTags('menu translations (admin)')
@Auth('ADMIN')
@Controller('admin/menu/translations')
export class MenuTextsController {
  constructor(private readonly texts: MenuTextsService) {}

  @Get()
  @ApiOperation({ summary: 'Every menu text as CSV (Art;Id;Feld;de;en;ru;zh;ar;tr;sr;es) for a translator' })
  @ApiProduces('text/csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="menue-uebersetzungen.csv"')
  exportCsv() {
    return this.texts.exportCsv();
  }

  /** The translator's CSV back (multipart field `file`): empty cells remove a translation; the German column is not read. */
  @Post()
  @HttpCode(200)
  @UseInterceptors(MenuChangesInterceptor)
  @FileUpload(MAX_CSV_BYTES, CSV_TOO_LARGE)
  @ApiOkResponse({ type: TranslationsImportDto })
  importCsv(@UploadedFile() file: UploadedMultipartFile | undefined) {
    if (!file?.buffer?.length)
      throw badRequest('Bitte eine CSV-Datei wählen.', [{ field: 'file', message: 'Bitte eine CSV-Datei wählen.' }]);
    const text = new TextDecoder('utf-8', { fatal: false }).decode(file.buffer);
    if (text.includes('\u0000')) throw badRequest('Das ist keine CSV-Datei (Text in UTF-8).');
    return this.texts.importCsv(text);
  }
}
