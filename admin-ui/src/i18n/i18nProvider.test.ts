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
});
