import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { loginAsAdmin } from './admin-helpers.ts';

const UI_SETTINGS_KEY = 'tischlein_ui_settings_v1';

/** Opens the language dialog from the user menu (whose button react-admin names "Profile" in each language). */
async function openLanguageDialog(page: Page, profile: string, language: string) {
  await page.getByRole('button', { name: profile }).click();
  await page.getByRole('menuitem', { name: language }).click();
  return page.getByRole('dialog');
}

const savedSettings = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null, UI_SETTINGS_KEY);

test.describe('eight languages', () => {
  test('switching to Arabic turns the back office right-to-left, English turns it back, and each choice survives a reload', async ({
    page,
  }) => {
    await loginAsAdmin(page);
    // Another setting in the same entry must survive the language choice.
    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ accent: '#123456' })), UI_SETTINGS_KEY);
    const menu = page.locator('.RaSidebar-fixed');
    await expect(menu.getByRole('menuitem', { name: 'Bestellungen' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    let dialog = await openLanguageDialog(page, 'Profil', 'Sprache');
    await expect(dialog.getByRole('heading', { name: 'Sprache' })).toBeVisible();
    await expect(dialog.getByRole('radio')).toHaveCount(8);
    await expect(dialog.getByText('Nach dem Wechsel kann ein Neuladen der Seite nötig sein.')).toBeVisible();
    await dialog.getByRole('radio', { name: 'العربية' }).check();

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(dialog.getByRole('heading', { name: 'اللغة' })).toBeVisible();
    await dialog.getByRole('button', { name: 'تم' }).click();
    await expect(dialog).toBeHidden();
    await expect(menu.getByRole('menuitem', { name: 'الطلبات' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'لوحة الإدارة' })).toBeVisible();
    // Right-to-left for real: the side menu sits on the right of the page.
    const box = await menu.getByRole('menuitem', { name: 'الطلبات' }).boundingBox();
    expect(box!.x).toBeGreaterThan(page.viewportSize()!.width / 2);
    expect(await savedSettings(page)).toEqual({ accent: '#123456', lang: 'ar' });

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(menu.getByRole('menuitem', { name: 'الطلبات' })).toBeVisible();

    dialog = await openLanguageDialog(page, 'الملف الشخصي', 'اللغة');
    await dialog.getByRole('radio', { name: 'English' }).check();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(dialog.getByText('After switching, reloading the page may be needed.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(menu.getByRole('menuitem', { name: 'Orders' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(menu.getByRole('menuitem', { name: 'Orders' })).toBeVisible();
    expect(await savedSettings(page)).toEqual({ accent: '#123456', lang: 'en' });
  });

  test('the Reload button reloads the page in the chosen language', async ({ page }) => {
    await loginAsAdmin(page);
    const dialog = await openLanguageDialog(page, 'Profil', 'Sprache');
    await dialog.getByRole('radio', { name: 'Türkçe' }).check();
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Yeniden yükle' }).click()]);
    await expect(page.getByRole('heading', { level: 1, name: 'Yönetim paneli' })).toBeVisible();
  });

  test('with the keyboard alone: arrows choose, focus stays on the choice, Escape closes', async ({ page }) => {
    await loginAsAdmin(page);
    await openLanguageDialog(page, 'Profil', 'Sprache');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('radio', { name: 'Deutsch' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('heading', { name: 'Language' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'English' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();
  });

  test('the login page follows the saved language, Arabic right-to-left', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ lang: 'en' })), UI_SETTINGS_KEY);
    await page.reload();
    await expect(page.getByText('Team login')).toBeVisible();
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ lang: 'ar' })), UI_SETTINGS_KEY);
    await page.reload();
    await expect(page.getByText('تسجيل دخول الفريق')).toBeVisible();
    await expect(page.getByLabel('اسم المستخدم')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('a malformed saved entry is ignored: German from the browser language', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate((key) => localStorage.setItem(key, '{not json'), UI_SETTINGS_KEY);
    await page.reload();
    await expect(page.getByText('Team-Login')).toBeVisible();
  });
});

test.describe('without a saved language', () => {
  test.use({ locale: 'es-ES' });

  test("the login page speaks the browser's language", async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('Acceso del equipo')).toBeVisible();
    await expect(page.getByLabel('Contraseña')).toBeVisible();
  });
});
