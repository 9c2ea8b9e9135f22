import { describe, expect, it } from 'vitest';
import { initialLanguage, LANGUAGES, LOADERS } from './languages.ts';
import de from './locales/de.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it.each(LANGUAGES.filter((l) => l !== 'de'))('%s has every German key, no others, none empty, same placeholders', async (language) => {
    const messages: Record<string, string> = (await LOADERS[language as Exclude<typeof language, 'de'>]()).default;
    expect(Object.keys(messages).sort()).toEqual(Object.keys(de).sort());
    for (const [key, german] of Object.entries(de)) {
      expect(messages[key].trim(), `${language}: ${key}`).not.toBe('');
      expect(placeholders(messages[key]), `${language}: ${key}`).toEqual(placeholders(german));
    }
  });

  it('keeps the spec German texts verbatim', () => {
    expect(de['start.table']).toBe('Tisch-Bestellung wird gestartet…');
    expect(de['start.takeaway']).toBe('Takeaway wird gestartet…');
    expect(de['choose.loading']).toBe('Lade Typen…');
    expect(de['choose.failed']).toBe('Konnte Typen nicht laden.');
    expect(de['basket.emptyBlocked']).toBe('Bitte lege mindestens ein Produkt in den Warenkorb, bevor du zur Kasse gehst.');
    expect(de['session.missing']).toBe('Keine Session – bitte QR neu scannen.');
    expect(de['checkout.failed']).toBe('Bestellung konnte nicht gesendet werden.');
    expect(de['start.tableNotFound']).toBe('Dieser Tisch ist nicht verfügbar oder existiert nicht.');
    expect(de['start.failed']).toBe('Beim Starten der Session ist ein Fehler aufgetreten.');
    expect(de['extras.unavailable']).toBe('Dieses Produkt ist gerade nicht verfügbar.');
    expect(de['checkout.sending']).toBe('Sende…');
  });

  it('keeps the German texts of issue 17 ("At the table, live") verbatim', () => {
    expect(de['service.waiter']).toBe('Kellner rufen');
    expect(de['service.bill']).toBe('Rechnung bitte');
    expect(de['service.cash']).toBe('Bar');
    expect(de['service.card']).toBe('Karte');
    expect(de['service.waiterCalled']).toBe('Kellner wurde gerufen');
    expect(de['service.billRequested']).toBe('Rechnung wurde angefordert');
    expect(de['service.coming']).toBe('Kommt gleich');
    expect(de['menu.soldOut']).toBe('Ausverkauft');
    expect(de['basket.sharedTitle']).toBe('Gemeinsamer Warenkorb');
    expect(de['basket.yourName']).toBe('Dein Name');
    expect(de['basket.privateBasket']).toBe('Eigener Warenkorb');
    expect(de['checkout.alreadySent']).toBe('Bestellung wurde bereits gesendet');
  });

  it('keeps the German allergen texts of issue 18 verbatim', () => {
    expect(de['allergens.legendIntro']).toBe('Allergenkennzeichnung gemäß Codex-Empfehlung');
    expect(de['allergens.filter']).toBe('Ich vertrage nicht');
    expect(de['allergens.hide']).toBe('Ausblenden');
    expect(de['allergens.mark']).toBe('Markieren');
    const codes = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L', 'M', 'N', 'O', 'P', 'R'] as const;
    expect(codes.map((code) => de[`allergen.${code}`])).toEqual([
      'Gluten',
      'Krebstiere',
      'Eier',
      'Fisch',
      'Erdnüsse',
      'Soja',
      'Milch/Laktose',
      'Schalenfrüchte',
      'Sellerie',
      'Senf',
      'Sesamsamen',
      'Sulfite',
      'Lupinen',
      'Weichtiere',
    ]);
  });

  it("keeps the German texts of issue 35 (a line's progress on the confirmation) verbatim", () => {
    expect(de['progress.PREPARING']).toBe('In Zubereitung');
    expect(de['progress.READY']).toBe('Fertig');
    expect(de['progress.SERVED']).toBe('Serviert');
  });

  it("keeps the German texts of issue 30 (the bill on the guest's phone) verbatim", () => {
    expect(de['bill.mine']).toBe('Meine Positionen');
    expect(de['service.scopeOwn']).toBe('nur meine Positionen');
    expect(de['service.scopeTable']).toBe('für den ganzen Tisch');
  });
});

describe('initialLanguage', () => {
  it('prefers the saved setting, then the first supported browser language, then German', () => {
    expect(initialLanguage('ru', ['en-US'])).toBe('ru');
    expect(initialLanguage(null, ['fr-FR', 'ar-EG', 'en'])).toBe('ar');
    expect(initialLanguage('xx', ['fr-FR'])).toBe('de');
    expect(initialLanguage(null, [])).toBe('de');
  });
});
