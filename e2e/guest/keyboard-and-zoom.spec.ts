import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectNoHorizontalScroll, newTable, openCategory, startAtTable } from './guest-helpers.ts';

// Issue 18, part 3: a guest who uses only the keyboard orders from the QR link to the confirmation and always sees
// where the focus is; at 200 % zoom on a 360 px phone (180 CSS px) no page scrolls sideways; with reduced motion
// nothing moves.

/** Presses Tab until `target` has the focus (as a keyboard user would), and checks that the focus can be seen. */
async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  await expect(target).toBeVisible();
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      const ring = await target.evaluate((element) => {
        const style = getComputedStyle(element);
        return { outline: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(ring.outline, 'a visible focus outline').not.toBe('none');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      return;
    }
  }
  throw new Error(`Tab never reached ${target}`);
}

test('a keyboard-only guest orders from the QR link to the confirmation, seeing the focus all the way', async ({ page, server }) => {
  await startAtTable(page, server);

  await tabTo(page, page.getByRole('button', { name: 'Speisen', exact: true }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('navigation', { name: 'Kategorien' }).getByRole('button', { name: 'Suppen', exact: true }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Gulaschsuppe auswählen' }));
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Gulaschsuppe' });
  await expect(dialog).toBeVisible();
  // The focus is inside the dialog and stays there.
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  const cheese = dialog.getByRole('checkbox', { name: /Extra Käse/ });
  await tabTo(page, cheese);
  await page.keyboard.press('Space');
  await expect(cheese).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: /^In den Warenkorb/ }));
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);

  await tabTo(page, page.getByRole('button', { name: /^Warenkorb \(1\)/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order\/basket$/);
  await tabTo(page, page.getByRole('button', { name: 'Zur Kasse' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order\/checkout$/);

  await tabTo(page, page.getByRole('radio', { name: 'Barzahlung' }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Kartenzahlung' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Bestellung absenden' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/order\/confirmation\?/);
  await expect(page.getByRole('heading', { name: 'Danke für deine Bestellung!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Deine Bestellung' })).toContainText('Gulaschsuppe');
  await expect(page.getByRole('region', { name: 'Deine Bestellung' })).toContainText('Extra Käse');
});

test.describe('at 200 % zoom on a 360 px phone', () => {
  // Zooming a 360 px wide phone to 200 % leaves 180 CSS pixels for the page.
  test.use({ viewport: { width: 180, height: 370 } });

  test('no page of the order journey scrolls sideways', async ({ page, server }) => {
    const shown = async (what: string) => {
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: test.info().outputPath(`zoom-200-${what}.png`), fullPage: true });
    };
    await page.goto(`/order/start?table=${(await newTable(server)).qrCode}`);
    await expect(page.getByRole('heading', { name: 'Was darf es sein?' })).toBeVisible();
    await shown('choose');
    await openCategory(page, 'Speisen', 'Suppen');
    await expect(page.getByRole('heading', { name: 'Gulaschsuppe' })).toBeVisible();
    await shown('menu');
    await page.getByRole('button', { name: /^Ich vertrage nicht/ }).click();
    await shown('allergen-filter');
    await page.getByRole('button', { name: 'Fertig' }).click();
    await page.getByRole('button', { name: 'Gulaschsuppe auswählen' }).click();
    await shown('item-dialog');
    await page.getByRole('button', { name: /^In den Warenkorb/ }).click();
    await page.getByRole('button', { name: /^Warenkorb \(1\)/ }).click();
    await expect(page).toHaveURL(/\/order\/basket$/);
    await shown('basket');
    await page.getByRole('button', { name: 'Zur Kasse' }).click();
    await expect(page).toHaveURL(/\/order\/checkout$/);
    await shown('checkout');
    await page.getByRole('button', { name: 'Bestellung absenden' }).click();
    await expect(page.getByRole('heading', { name: 'Danke für deine Bestellung!' })).toBeVisible();
    await shown('confirmation');
  });
});

test('with reduced motion nothing slides or pulses', async ({ browser, server }) => {
  const switchTransition = async (reducedMotion: 'reduce' | 'no-preference') => {
    const context = await browser.newContext({
      baseURL: server.publicUrl,
      locale: 'de-AT',
      viewport: { width: 360, height: 740 },
      reducedMotion,
    });
    const page = await context.newPage();
    await startAtTable(page, server);
    await page.goto('/order/basket');
    const duration = await page.getByRole('switch', { name: 'Eigener Warenkorb' }).evaluate((input) =>
      Math.max(
        ...getComputedStyle(input)
          .transitionDuration.split(',')
          .map((d) => parseFloat(d)),
      ),
    );
    await context.close();
    return duration;
  };
  expect(await switchTransition('no-preference')).toBeGreaterThan(0);
  expect(await switchTransition('reduce')).toBe(0);
});

test('at 360 px the categories are one row above the dishes (the dishes get the width), and the footer stays at the bottom', async ({
  page,
  server,
}) => {
  await startAtTable(page, server);
  // A short screen: "Barrierefreiheit" at the bottom of the screen, not under the last button.
  const footerLink = page.getByRole('link', { name: 'Barrierefreiheit' });
  await expect(footerLink).toBeVisible();
  const linkBox = (await footerLink.boundingBox())!;
  expect(linkBox.y + linkBox.height).toBeGreaterThan(740 - 60);

  await openCategory(page, 'Speisen', 'Vegetarisch');
  // Opened again (the category is remembered): the row scrolls to it by itself.
  await page.reload();
  await expect(page.locator('.item-card').first()).toBeVisible();
  const rail = page.getByRole('navigation', { name: 'Kategorien' });
  const railBox = (await rail.boundingBox())!;
  expect(railBox.width).toBe(360);
  expect(railBox.height).toBeLessThan(60);
  // The chosen category, last in the row, is in sight.
  const chosen = (await rail.getByRole('button', { name: 'Vegetarisch' }).boundingBox())!;
  expect(chosen.x + chosen.width).toBeLessThanOrEqual(361);
  const card = (await page.locator('.item-card').first().boundingBox())!;
  expect(card.y).toBeGreaterThan(railBox.y + railBox.height - 1);
  expect(card.width).toBeGreaterThan(320);
  await expectNoHorizontalScroll(page);

  // In Arabic the row runs from the right, and the chosen category is still in sight.
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('ar');
  const arabicRail = page.getByRole('navigation', { name: 'الفئات' });
  const arabicChosen = (await arabicRail.getByRole('button', { name: 'Vegetarisch' }).boundingBox())!;
  expect(arabicChosen.x).toBeGreaterThanOrEqual(-1);
  expect(arabicChosen.x + arabicChosen.width).toBeLessThanOrEqual(361);
  expect((await arabicRail.boundingBox())!.height).toBeLessThan(60);
  await expectNoHorizontalScroll(page);

  // An empty basket: the way to the checkout is off, and the screen says why, in the guest's language.
  await page.goto('/order/basket');
  await expect(page.getByRole('button', { name: 'إلى الدفع' })).toBeDisabled();
  await expect(page.getByText('يرجى إضافة منتج واحد على الأقل إلى السلة قبل الانتقال إلى الدفع.')).toBeVisible();
  await page.getByRole('combobox', { name: 'اللغة' }).selectOption('en');
  const checkout = page.getByRole('button', { name: 'Checkout' });
  await expect(checkout).toBeDisabled();
  await expect(checkout).toHaveAccessibleDescription('Please add at least one item to the basket before you check out.');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.getByRole('button', { name: 'Zur Kasse' })).toBeDisabled();
});
