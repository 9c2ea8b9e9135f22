import { describe, expect, it } from 'vitest';
import { currentLocale } from './currentLocale';
import { createI18nProvider } from './i18nProvider';

describe('the back office i18n provider', () => {
  it('starts in German when no language is saved, and loads another language when it is chosen', async () => {
    const i18n = await createI18nProvider();
    expect(i18n.getLocale()).toBe('de');
    expect(i18n.translate('app.panel.title')).toBe('Admin-Panel');
    expect(i18n.translate('ra.action.save')).toBe('Speichern');

    await i18n.changeLocale('ar');
    expect(i18n.getLocale()).toBe('ar');
    expect(currentLocale()).toBe('ar');
    expect(i18n.translate('app.panel.title')).not.toBe('Admin-Panel');
    // react-admin's own texts come with the language, over react-admin's English.
    expect(i18n.translate('ra.action.save')).toBe('حفظ');

    await i18n.changeLocale('de');
    expect(i18n.translate('app.panel.title')).toBe('Admin-Panel');
    expect(currentLocale()).toBe('de');
  });

  it('says "aus 1 Bestellung" and "aus 3 Bestellungen": the report summaries follow each language’s plural forms', async () => {
    const i18n = await createI18nProvider();
    const summary = (count: number) =>
      i18n.translate('app.reporting.hours.summary', { hour: '12:00', orders: String(count), total: '€ 9,00', smart_count: count });
    expect(summary(1)).toBe('Die meisten Bestellungen kamen um 12:00 (1 Bestellung, € 9,00).');
    expect(summary(3)).toBe('Die meisten Bestellungen kamen um 12:00 (3 Bestellungen, € 9,00).');
    await i18n.changeLocale('en');
    expect(summary(1)).toContain('(1 order,');
    await i18n.changeLocale('ru');
    expect([1, 3, 5].map(summary).map((text) => text.split('(')[1].split(',')[0])).toEqual(['1 заказ', '3 заказа', '5 заказов']);
    await i18n.changeLocale('ar');
    expect(summary(2)).toContain('2 طلبان');
    await i18n.changeLocale('de');
  });
});
