import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { badRequest } from '../common/api-error.js';
import type { TranslatableText, TranslatedField } from '../common/translations.js';
import { ExtrasService } from '../extras/extras.service.js';
import { MenuService } from '../menu/menu.service.js';
import { applyRows, CsvProblem, type ImportedRow, readTranslationsCsv, toTranslationsCsv } from './menu-texts-csv.js';

/** The longest translation of each field, as long as the German field may be. */
const MAX_LENGTH: Record<TranslatableText['kind'], Record<TranslatedField, number>> = {
  menuType: { name: 100, description: 0 },
  category: { name: 100, description: 2000 },
  item: { name: 200, description: 2000 },
  extra: { name: 100, description: 0 },
};

const key = (text: Pick<TranslatableText, 'kind' | 'id'>) => `${text.kind}:${text.id}`;

/** All texts of the menu (menu types, categories, products, extras) out to a translator and back, as CSV. */
@Injectable()
export class MenuTextsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly menu: MenuService,
    private readonly extras: ExtrasService,
  ) {}

  private async texts(): Promise<TranslatableText[]> {
    const [menu, extras] = await Promise.all([this.menu.translatableTexts(), this.extras.translatableTexts()]);
    return [...menu, ...extras];
  }

  async exportCsv(): Promise<string> {
    return toTranslationsCsv(await this.texts());
  }

  /** Reads the CSV whole before it changes anything: any bad line is a 400 naming it, and nothing is stored. */
  async importCsv(csv: string): Promise<{ updated: number }> {
    let rows: ImportedRow[];
    try {
      rows = readTranslationsCsv(csv);
    } catch (err) {
      if (err instanceof CsvProblem) throw badRequest(err.message);
      throw err;
    }
    const texts = new Map((await this.texts()).map((text) => [key(text), text]));
    const changed = new Map<string, { text: TranslatableText; rows: ImportedRow[] }>();
    for (const row of rows) {
      const text = texts.get(key(row));
      if (!text) throw badRequest(`Zeile ${row.line}: ${row.kind === 'item' ? 'Produkt' : 'Eintrag'} ${row.id} gibt es nicht`);
      const max = MAX_LENGTH[row.kind][row.field];
      if (max === 0) throw badRequest(`Zeile ${row.line}: dieser Eintrag hat keine Beschreibung`);
      const tooLong = Object.entries(row.texts).find(([, value]) => value.length > max);
      if (tooLong) throw badRequest(`Zeile ${row.line}: ${tooLong[0]} darf höchstens ${max} Zeichen lang sein`);
      const entry = changed.get(key(row)) ?? { text, rows: [] };
      entry.rows.push(row);
      changed.set(key(row), entry);
    }
    const updates = [...changed.values()].map(({ text, rows: its }) => ({
      kind: text.kind,
      id: text.id,
      translations: applyRows(text.translations, its),
    }));
    await this.dataSource.transaction(async (manager) => {
      await this.menu.saveTranslations(manager, updates);
      await this.extras.saveTranslations(manager, updates);
    });
    return { updated: updates.length };
  }
}
