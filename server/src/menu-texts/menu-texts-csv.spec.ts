import { describe, expect, it } from '@jest/globals';
import { readTranslationsCsv, toTranslationsCsv } from './menu-texts-csv.js';

describe('translations CSV', () => {
  const hostile = ['=HYPERLINK("http://evil.example","Klick")', '+cmd|calc', '-2+3', '@SUM(A1)'];

  it('exports cells that begin like a formula as text (a leading apostrophe), and reads them back unchanged', () => {
    const csv = toTranslationsCsv([
      {
        kind: 'item',
        id: 7,
        german: { name: hostile[0], description: 'mit Apfelkren' },
        translations: { en: { name: hostile[1], description: hostile[2] }, tr: { name: hostile[3] } },
      },
    ] as never);
    const cells = csv.split('\r\n')[1].split(';');
    expect(cells.filter((c) => /^"?[=+\-@]/.test(c))).toEqual([]);
    const [nameRow, descriptionRow] = readTranslationsCsv(csv);
    expect(nameRow.texts.en).toBe(hostile[1]);
    expect(nameRow.texts.tr).toBe(hostile[3]);
    expect(descriptionRow.texts.en).toBe(hostile[2]);
  });

  it('keeps an apostrophe a translator typed before ordinary text', () => {
    const csv = toTranslationsCsv([{ kind: 'item', id: 1, german: { name: 'Bier' }, translations: { en: { name: "'s Bier" } } }] as never);
    expect(readTranslationsCsv(csv)[0].texts.en).toBe("'s Bier");
  });
});
