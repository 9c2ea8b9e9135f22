import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectNoHorizontalScroll, openCategory, startAtTable } from './guest-helpers.ts';

const LEGEND = [
  'A Gluten',
  'B Krebstiere',
  'C Eier',
  'D Fisch',
  'E Erdnüsse',
  'F Soja',
  'G Milch/Laktose',
  'H Schalenfrüchte',
  'L Sellerie',
  'M Senf',
  'N Sesamsamen',
  'O Sulfite',
  'P Lupinen',
  'R Weichtiere',
];

const card = (page: Page, name: string) => page.locator('article', { has: page.getByRole('heading', { name, exact: true }) });

/** The allergen list of a place as "A Gluten", "G Milch/Laktose", … */
const allergensOf = (place: Locator) => place.getByRole('list', { name: 'Allergene' }).getByRole('listitem');

async function setFilter(page: Page, change: (dialog: Locator) => Promise<void>, screenshot?: string): Promise<void> {
  await page.getByRole('button', { name: /^Ich vertrage nicht/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Ich vertrage nicht' });
  await expect(dialog.getByRole('checkbox')).toHaveCount(14);
  await change(dialog);
  await expectNoHorizontalScroll(page);
  if (screenshot) await page.screenshot({ path: test.info().outputPath(screenshot) });
  await dialog.getByRole('button', { name: 'Fertig' }).click();
  await expect(dialog).toHaveCount(0);
}

test('a guest reads the allergen legend, filters out what they cannot eat, and sees the allergens of extras and of the order', async ({
  page,
  server,
}) => {
  await startAtTable(page, server);
  await openCategory(page, 'Speisen', 'Suppen');

  // The legend opens from an item and lists the fourteen codes with their names.
  await card(page, 'Gulaschsuppe').getByRole('button', { name: 'Allergene' }).click();
  const legend = page.getByRole('dialog', { name: 'Allergene' });
  await expect(legend).toContainText('Allergenkennzeichnung gemäß Codex-Empfehlung');
  await expect(legend.locator('dl > div')).toHaveText(LEGEND.map((entry) => new RegExp(`^${entry.replace(' ', '\\s*')}$`)));
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: test.info().outputPath('legend-360.png') });
  await legend.getByRole('button', { name: 'Schließen' }).click();
  await expect(legend).toHaveCount(0);

  // "Ich vertrage nicht: G" hides the soups with milk; the category says how many.
  await setFilter(page, (dialog) => dialog.getByRole('checkbox', { name: 'G Milch/Laktose' }).check(), 'filter-dialog-360.png');
  await expect(page.getByRole('button', { name: 'Ich vertrage nicht: G' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gulaschsuppe auswählen' })).toBeVisible();
  for (const soup of ['Frittatensuppe', 'Leberknödelsuppe', 'Kürbiscremesuppe']) await expect(card(page, soup)).toHaveCount(0);
  await expect(page.getByText('3 Produkte ausgeblendet (Allergene)')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: test.info().outputPath('menu-filter-hidden-360.png') });

  // The phone remembers it.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Gulaschsuppe auswählen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ich vertrage nicht: G' })).toBeVisible();
  await expect(card(page, 'Frittatensuppe')).toHaveCount(0);
  await expect(page.getByText('3 Produkte ausgeblendet (Allergene)')).toBeVisible();

  // "Markieren": the dishes come back, with the warning in words.
  await setFilter(page, (dialog) => dialog.getByRole('radio', { name: 'Markieren' }).check());
  await expect(card(page, 'Frittatensuppe')).toContainText('Enthält G – Milch/Laktose');
  await expect(card(page, 'Kürbiscremesuppe')).toContainText('Enthält G – Milch/Laktose');
  await expect(card(page, 'Gulaschsuppe')).not.toContainText('Enthält');
  await expect(page.getByText(/ausgeblendet/)).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: test.info().outputPath('menu-filter-marked-360.png'), fullPage: true });

  // A coffee without allergens of its own: its dialog shows the union with the extras ticked.
  await page.getByRole('tab', { name: 'Getränke' }).click();
  await page.getByRole('navigation', { name: 'Kategorien' }).getByRole('button', { name: 'Kaffee & Tee', exact: true }).click();
  await page.getByRole('button', { name: 'Verlängerter auswählen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verlängerter' });
  const union = dialog.getByTestId('dialog-allergens');
  await expect(union).toHaveText('Keine Allergene angegeben');
  const cream = dialog.locator('label', { hasText: 'Schlagobers' });
  await expect(cream).toContainText('Allergene: G');
  // The guest's filter marks the extra with milk in words.
  await expect(cream).toContainText('Enthält G – Milch/Laktose');
  await expect(dialog.locator('label', { hasText: 'Hafermilch' })).not.toContainText('Enthält');

  await cream.getByRole('checkbox').check();
  await expect(allergensOf(union)).toHaveText(['G Milch/Laktose']);
  await expect(union).toContainText('Enthält G – Milch/Laktose');
  await dialog.locator('label', { hasText: 'Hafermilch' }).getByRole('checkbox').check();
  await expect(allergensOf(union)).toHaveText(['A Gluten', 'G Milch/Laktose']);
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: test.info().outputPath('extras-dialog-360.png') });

  // The legend opens from the dialog, above it; Escape closes only the legend.
  await dialog.getByRole('button', { name: 'Allergene' }).click();
  await expect(page.getByRole('dialog', { name: 'Allergene' })).toContainText('gemäß Codex-Empfehlung');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Allergene' })).toHaveCount(0);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: /In den Warenkorb/ }).click();
  await expect(page.getByRole('button', { name: /^Warenkorb \(1\)/ })).toBeVisible();
  await page.goto('/order/checkout');
  await page.getByRole('button', { name: 'Bestellung absenden' }).click();
  await expect(page).toHaveURL(/\/order\/confirmation\?/);

  // The confirmation lists the line's allergens as at checkout: the coffee's and its extras'.
  const lines = page.getByRole('region', { name: 'Deine Bestellung' });
  await expect(lines).toContainText('1× Verlängerter');
  await expect(lines).toContainText('+ Schlagobers, Hafermilch');
  await expect(allergensOf(lines)).toHaveText(['A Gluten', 'G Milch/Laktose']);
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: test.info().outputPath('confirmation-360.png'), fullPage: true });
});

test('the legend and the filter read right to left in Arabic, without sideways scrolling at 360 px', async ({ page, server }) => {
  await startAtTable(page, server);
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'Speisen', exact: true }).click();
  await page.getByRole('navigation').getByRole('button', { name: 'Suppen', exact: true }).click();

  await page.getByRole('button', { name: 'لا أتحمّل' }).click();
  const filter = page.getByRole('dialog', { name: 'لا أتحمّل' });
  await filter.getByRole('checkbox', { name: 'G الحليب/اللاكتوز' }).check();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: test.info().outputPath('filter-dialog-ar-360.png') });
  await filter.getByRole('button', { name: 'تم' }).click();
  await expect(page.getByRole('button', { name: 'لا أتحمّل: G' })).toBeVisible();
  await expect(page.getByText('المنتجات المخفية: 3 (مسببات الحساسية)')).toBeVisible();
  await expect(card(page, 'Frittatensuppe')).toHaveCount(0);
  await expect(card(page, 'Gulaschsuppe')).toBeVisible();
  await expectNoHorizontalScroll(page);

  await card(page, 'Gulaschsuppe').getByRole('button', { name: 'مسببات الحساسية' }).click();
  const legend = page.getByRole('dialog', { name: 'مسببات الحساسية' });
  await expect(legend).toContainText('وفق توصية الدستور الغذائي النمساوي');
  await expect(legend.locator('dl > div')).toHaveCount(14);
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: test.info().outputPath('legend-ar-360.png') });
});
