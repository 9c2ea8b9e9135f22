import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { REPO_ROOT } from '../support/server.ts';
import { adminCall, adminToken, submitLogin, useAdminToken } from './admin-helpers.ts';

// A picture other than the guest app's shipped background, so the switch is visible.
const PNG = readFileSync(join(REPO_ROOT, 'guest-ui/public/images/default-item.png'));

async function openAppUiDialog(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Profil: / })
    .click();
  await page.getByRole('menuitem', { name: 'App-Oberfläche' }).click();
  const dialog = page.getByRole('dialog', { name: 'App-Oberfläche' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const backgroundOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
const heightOf = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).evaluate((el) => el.getBoundingClientRect().height);

test.describe('look (App UI dialog)', () => {
  test('dark theme and compact density apply at once and survive a reload', async ({ page, server }) => {
    await useAdminToken(page, server);
    await page.goto('/admin');
    // The back office renders after its chunk has loaded, which may be after the load event.
    await expect.poll(() => bodyBackground(page)).toBe('rgb(250, 250, 251)');
    const dialog = await openAppUiDialog(page);
    const comfortableHeight = await heightOf(page, 'Schließen');

    await dialog.getByRole('button', { name: 'Dunkel' }).click();
    await dialog.getByRole('button', { name: 'Kompakt' }).click();
    await expect(dialog.getByRole('button', { name: 'Dunkel' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => bodyBackground(page)).toBe('rgb(18, 18, 18)');
    await expect.poll(() => heightOf(page, 'Schließen')).toBeLessThan(comfortableHeight - 3);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('tischlein_ui_settings_v1') ?? '{}'));
    expect(stored).toMatchObject({ theme: 'dark', density: 'compact' });

    await page.reload();
    await expect.poll(() => bodyBackground(page)).toBe('rgb(18, 18, 18)');
    // The accent keeps the app bar in dark mode too.
    expect(await backgroundOf(page, 'header.MuiAppBar-root')).toBe('rgb(251, 152, 24)');
    // The login page (outside the layout) has the same theme.
    await page.goto('/login');
    await expect.poll(() => bodyBackground(page)).toBe('rgb(18, 18, 18)');
    await page.goto('/admin');
    const again = await openAppUiDialog(page);
    await expect(again.getByRole('button', { name: 'Kompakt' })).toHaveAttribute('aria-pressed', 'true');
    expect(await heightOf(page, 'Schließen')).toBeLessThan(comfortableHeight - 3);

    // Back to the defaults, and the lang field another screen wrote is kept.
    await page.evaluate(() => {
      const key = 'tischlein_ui_settings_v1';
      localStorage.setItem(key, JSON.stringify({ ...JSON.parse(localStorage.getItem(key)!), lang: 'en' }));
    });
    await again.getByRole('button', { name: 'Hell' }).click();
    await again.getByRole('button', { name: 'Komfortabel' }).click();
    await expect.poll(() => bodyBackground(page)).toBe('rgb(250, 250, 251)');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('tischlein_ui_settings_v1')!))).toEqual({
      theme: 'light',
      density: 'comfortable',
      lang: 'en',
    });
  });

  test('the accent colours the app bar and primary buttons, and its text stays readable', async ({ page, server }) => {
    await useAdminToken(page, server);
    await page.goto('/admin');
    const appBar = () => backgroundOf(page, 'header.MuiAppBar-root');
    expect(await appBar()).toBe('rgb(251, 152, 24)');
    const dialog = await openAppUiDialog(page);
    // The default accent is too light for text on white: the selected toggle's text is darkened.
    const selectedText = () => dialog.getByRole('button', { name: 'Hell' }).evaluate((el) => getComputedStyle(el).color);
    expect(await selectedText()).not.toBe('rgb(251, 152, 24)');

    const accent = dialog.getByRole('textbox', { name: 'Akzentfarbe', exact: true });
    await accent.fill('#1565C0');
    await expect.poll(appBar).toBe('rgb(21, 101, 192)');
    expect(await selectedText()).toBe('rgb(21, 101, 192)');
    await dialog.getByTestId('background-file').setInputFiles({ name: 'bg.png', mimeType: 'image/png', buffer: PNG });
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Speichern' }).evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgb(21, 101, 192)');

    await accent.fill('teal');
    await expect.poll(appBar).toBe('rgb(0, 128, 128)');
    await accent.fill('keine-farbe');
    await expect(dialog.getByText('Keine gültige Farbe')).toBeVisible();
    expect(await appBar()).toBe('rgb(0, 128, 128)');

    await dialog.getByRole('button', { name: 'Standard #FB9818' }).click();
    await expect.poll(appBar).toBe('rgb(251, 152, 24)');
    await expect(accent).toHaveValue('#FB9818');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a background uploaded in the dialog shows on the guest start page; reset restores the default', async ({
    page,
    server,
    browser,
  }) => {
    await useAdminToken(page, server);
    await page.goto('/admin');
    const dialog = await openAppUiDialog(page);
    const save = dialog.getByRole('button', { name: 'Speichern' });
    const input = dialog.getByTestId('background-file');
    const preview = dialog.getByTestId('background-preview');
    await expect(preview).toHaveAttribute('src', '/order/images/background.png');
    await expect(save).toBeDisabled();

    await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(8 * 1024 * 1024 + 1) });
    await expect(dialog.getByText('Bild zu groß (>8 MB)')).toBeVisible();
    await input.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(dialog.getByText('Nur PNG, JPG oder WebP erlaubt')).toBeVisible();
    await expect(save).toBeDisabled();

    await input.setInputFiles({ name: 'bg.png', mimeType: 'image/png', buffer: PNG });
    await expect(preview).toHaveAttribute('src', /^blob:/);
    await save.click();
    await expect(page.getByText('Hintergrund gespeichert')).toBeVisible();
    await expect(save).toBeDisabled();
    const metadata = await (await fetch(`${server.url}/api/app-metadata`)).json();
    const mediaUrl: string = metadata.appBackgroundImgUrl.split('?')[0];
    expect(mediaUrl).toMatch(/^\/api\/media\//);
    await expect(preview).toHaveAttribute('src', new RegExp(`^${mediaUrl}\\?v=\\d+$`));

    try {
      const guest = await browser.newPage({ baseURL: server.publicUrl, viewport: { width: 360, height: 740 }, hasTouch: true });
      await guest.goto(`/order/start?table=${server.tableQrCode}`);
      await expect(guest).toHaveURL(/\/order\/choose$/);
      const background = () => guest.locator('.app').evaluate((el) => getComputedStyle(el).getPropertyValue('--background-image'));
      await expect.poll(background).toContain(mediaUrl);
      await guest.close();

      await dialog.getByRole('button', { name: 'Zurücksetzen' }).click();
      await expect(page.getByText('Standard-Hintergrund wiederhergestellt')).toBeVisible();
      await expect(preview).toHaveAttribute('src', '/order/images/background.png');
      expect((await (await fetch(`${server.url}/api/app-metadata`)).json()).appBackgroundImgUrl).toBeNull();
    } finally {
      await adminCall(server, await adminToken(server), 'DELETE', '/app-metadata/upload/background');
    }
  });

  test('a failed background save says "Speichern fehlgeschlagen"', async ({ page, server }) => {
    await useAdminToken(page, server);
    await page.route('**/api/app-metadata/upload/background', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
    await page.goto('/admin');
    const dialog = await openAppUiDialog(page);
    await dialog.getByTestId('background-file').setInputFiles({ name: 'bg.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Speichern fehlgeschlagen')).toBeVisible();
    await dialog.getByRole('button', { name: 'Zurücksetzen' }).click();
    await expect(page.getByText('Zurücksetzen fehlgeschlagen')).toBeVisible();
  });

  test('a WAITER sees the theme controls but not the background save and reset', async ({ page, server }) => {
    const token = await adminToken(server);
    await adminCall(server, token, 'POST', '/user', { username: 'kellner-look', password: 'kellner-look-pw', roles: ['WAITER'] });
    await page.goto('/login');
    await submitLogin(page, 'kellner-look', 'kellner-look-pw');
    await expect(page).toHaveURL(/\/admin\/waiter$/);
    await page.goto('/admin/settings');
    const dialog = await openAppUiDialog(page);
    await expect(dialog.getByRole('button', { name: 'Dunkel' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Akzentfarbe', exact: true })).toBeVisible();
    await expect(dialog.getByTestId('background-preview')).toBeVisible();
    await expect(dialog.getByText('Nur Administratoren können den Hintergrund ändern.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Speichern' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Zurücksetzen' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Bild auswählen' })).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Dunkel' }).click();
    await expect.poll(() => bodyBackground(page)).toBe('rgb(18, 18, 18)');
  });
});
