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

/** The file as text; a spreadsheet's Windows-1252 export would turn "Süßem" into "S��em" silently: refused instead. */
function utf8Text(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('Datei ist nicht UTF-8 – bitte als UTF-8 speichern');
  }
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
    return this.texts.importCsv(utf8Text(file.buffer));
  }
}
