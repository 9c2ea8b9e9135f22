import { useAdminToken } from '../admin/admin-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectNoHorizontalScroll, openCategory, startAtTable } from './guest-helpers.ts';

test('a guest orders a dish "ohne Zwiebel", and the kitchen ticket and the order detail show the note', async ({
  page,
  browser,
  server,
}) => {
  await startAtTable(page, server);
  await openCategory(page, 'Speisen', 'Hauptspeisen');
  await page.getByRole('button', { name: 'Zwiebelrostbraten auswählen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zwiebelrostbraten' });
  const note = dialog.getByLabel('Anmerkung (z. B. ohne Zwiebel)');
  await note.fill('ohne Zwiebel');
  await expect(dialog.getByText('12/140')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('item-dialog-note-360.png') });
  await dialog.getByRole('button', { name: /In den Warenkorb/ }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: /^Warenkorb \(1\)/ }).click();
  const line = page.getByRole('listitem').filter({ hasText: 'Zwiebelrostbraten' });
  await expect(line).toContainText('Anmerkung: ohne Zwiebel');
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: test.info().outputPath('basket-note-360.png') });
  await page.getByRole('button', { name: 'Zur Kasse' }).click();
  await page.getByRole('button', { name: 'Bestellung absenden' }).click();
  await expect(page).toHaveURL(/\/order\/confirmation\?/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Zwiebelrostbraten' })).toContainText('Anmerkung: ohne Zwiebel');
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  const orderId = new URL(page.url()).searchParams.get('orderId');

  const kitchen = await browser.newContext({ baseURL: server.publicUrl, locale: 'de-AT', viewport: { width: 1366, height: 850 } });
  try {
    const kitchenPage = await kitchen.newPage();
    await useAdminToken(kitchenPage, server);
    await kitchenPage.goto('/admin/kitchen');
    const ticket = kitchenPage.getByRole('article', { name: orderNumber, exact: true });
    await expect(ticket).toContainText('1× Zwiebelrostbraten');
    await expect(ticket.getByTestId('line-note')).toHaveText('Anmerkung: ohne Zwiebel');
    await ticket.screenshot({ path: test.info().outputPath('kitchen-ticket-note.png') });

    await kitchenPage.goto(`/admin/orders/${orderId}`);
    await expect(kitchenPage.getByRole('table', { name: 'Artikel' })).toContainText('Anmerkung: ohne Zwiebel');
  } finally {
    await kitchen.close();
  }
});
