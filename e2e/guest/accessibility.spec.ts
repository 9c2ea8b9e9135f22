import type { Page } from '@playwright/test';
import ar from '../../guest-ui/src/i18n/locales/ar.ts';
import de from '../../guest-ui/src/i18n/locales/de.ts';
import { expectAccessible } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectNoHorizontalScroll, newTable } from './guest-helpers.ts';

// Issue 18, part 3: every page and dialog of the guest's order journey passes axe-core (WCAG 2.1 AA and target
// sizes, no serious or critical violations) in the light and the dark theme, in German and in Arabic (right to left).

const LOOKS = [
  { name: 'light, German', theme: 'light', lang: 'de', t: de },
  { name: 'dark, German', theme: 'dark', lang: 'de', t: de },
  { name: 'dark, Arabic', theme: 'dark', lang: 'ar', t: ar },
] as const;

/** The guest's theme and language before the app's first script, as a returning guest left them. */
async function withLook(page: Page, theme: string, lang: string) {
  await page.addInitScript(
    ([theme, lang]) => {
      localStorage.setItem('theme', theme);
      localStorage.setItem('tischlein_ui_settings_v1', JSON.stringify({ lang }));
    },
    [theme, lang],
  );
}

for (const look of LOOKS) {
  test(`every page of the order journey passes axe-core (${look.name})`, async ({ page, server }) => {
    const { t } = look;
    const check = async (what: string) => {
      await expectNoHorizontalScroll(page);
      await expectAccessible(page, `${what} (${look.name})`);
    };
    await withLook(page, look.theme, look.lang);

    await page.goto('/order/start?table=no-such-table');
    await expect(page.getByText(t['start.tableNotFound'])).toBeVisible();
    await check('the start page of an unknown table');

    await page.goto(`/order/start?table=${(await newTable(server)).qrCode}`);
    await expect(page.getByRole('heading', { name: t['choose.title'] })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', look.lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.locator('html')).toHaveAttribute('data-theme', look.theme);
    await check('choosing the menu type');

    // Menu names come from the restaurant: German where it has not translated them.
    await page.getByRole('button', { name: 'Speisen', exact: true }).click();
    await page.getByRole('navigation').getByRole('button', { name: 'Suppen', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Gulaschsuppe' })).toBeVisible();
    await check('the menu');

    await page.getByRole('button', { name: t['allergens.filter'], exact: true }).click();
    // B (crustaceans): no soup has it, so the journey's Gulaschsuppe stays.
    await page.getByRole('dialog', { name: t['allergens.filter'] }).getByRole('checkbox').nth(1).check();
    await check('the allergen filter');
    await page.getByRole('button', { name: t['allergens.done'] }).click();

    await page.getByRole('button', { name: t['menu.choose'].replace('{name}', 'Gulaschsuppe') }).click();
    const dialog = page.getByRole('dialog', { name: 'Gulaschsuppe' });
    await expect(dialog.getByRole('checkbox').first()).toBeVisible();
    await check('the item dialog with its extras');
    await dialog.getByRole('button', { name: t['allergens.legend'], exact: true }).click();
    await expect(page.getByRole('dialog', { name: t['allergens.legendTitle'] })).toContainText(t['allergens.legendIntro']);
    await check('the allergen legend');
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: new RegExp(`^${t['extras.add']}`) }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: new RegExp(`^${t['menu.basket']}`) }).click();
    await expect(page.getByRole('heading', { name: t['basket.title'], level: 1 })).toBeVisible();
    await check('the basket');

    await page.getByRole('button', { name: t['basket.toCheckout'] }).click();
    await expect(page.getByRole('heading', { name: t['checkout.title'], level: 1 })).toBeVisible();
    await check('the checkout');

    await page.getByRole('button', { name: t['checkout.submit'] }).click();
    await expect(page.getByRole('heading', { name: t['confirmation.title'] })).toBeVisible();
    await expect(page.getByRole('region', { name: t['confirmation.items'] })).toContainText('Gulaschsuppe');
    await check('the confirmation');
  });
}
