import { expect, test } from '../support/fixtures.ts';
import { expectNoHorizontalScroll, openCategory, startAtTable } from './guest-helpers.ts';

test('the theme switch is remembered across reloads', async ({ page, server }) => {
  await startAtTable(page, server);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'Dunkles Design' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Helles Design' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('Arabic turns the whole app right-to-left and stays chosen', async ({ page, server }) => {
  await startAtTable(page, server);
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: 'ماذا تود أن تطلب؟' })).toBeVisible();
  await expectNoHorizontalScroll(page);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'Speisen', exact: true }).click();
  await expect(page.getByRole('button', { name: 'السلة' })).toBeVisible();
  await expectNoHorizontalScroll(page);

  await page.getByRole('combobox', { name: 'اللغة' }).selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('button', { name: 'Warenkorb' })).toBeVisible();
});

test('the browser language is used first when supported', async ({ browser, server }) => {
  const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/order/start?table=${server.tableQrCode}`);
  await expect(page.getByRole('heading', { name: '¿Qué te apetece?' })).toBeVisible();
  await context.close();
});

test('the last menu type and the last category per type are remembered', async ({ page, server }) => {
  await startAtTable(page, server);
  await openCategory(page, 'Speisen', 'Suppen');
  await page.getByRole('tab', { name: 'Getränke' }).click();
  await expect(page).toHaveURL(/\/order\/menu\/drinks$/);
  await page.getByRole('navigation', { name: 'Kategorien' }).getByRole('button', { name: 'Bier & Wein', exact: true }).click();
  await page.getByRole('tab', { name: 'Speisen' }).click();
  await expect(page.getByRole('navigation', { name: 'Kategorien' }).getByRole('button', { name: 'Suppen' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Frittatensuppe auswählen' })).toBeVisible();

  await page.goto('/order/choose');
  await expect(page.getByRole('button', { name: 'Speisen', exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Getränke', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Kategorien' }).getByRole('button', { name: 'Bier & Wein' })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('every control is big enough to touch and has a name', async ({ page, server }) => {
  await startAtTable(page, server);
  await openCategory(page, 'Speisen', 'Hauptspeisen');
  await page.getByRole('button', { name: 'Wiener Schnitzel vom Kalb auswählen' }).click();
  const problems = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, select, input, a[href]')].flatMap((el) => {
      const box = (el.closest('label') ?? el).getBoundingClientRect();
      const name = el.getAttribute('aria-label') || el.textContent?.trim() || el.closest('label')?.textContent?.trim();
      const issues = [];
      if (box.height < 44 || box.width < 44) issues.push(`${el.outerHTML.slice(0, 80)} is ${box.width}×${box.height}`);
      if (!name) issues.push(`${el.outerHTML.slice(0, 80)} has no name`);
      return issues;
    }),
  );
  expect(problems).toEqual([]);
});
