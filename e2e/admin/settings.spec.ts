import type { Page } from '@playwright/test';
import type { OrderDetail } from '@tischlein/api-types';
import { expect, test } from '../support/fixtures.ts';
import type { RunningServer } from '../support/server.ts';
import { actOnOrder, adminCall, adminToken, findOrder, placeGuestOrder, submitLogin, useAdminToken } from './admin-helpers.ts';
import { readPdf } from './pdf-reader.ts';

/** Creates a member of staff through the API. */
async function createStaff(server: RunningServer, username: string, password: string, role: 'WAITER' | 'KITCHEN') {
  await adminCall(server, await adminToken(server), 'POST', '/user', { username, password, roles: [role] });
}

/** Logs in through the team login and lands where this role starts. */
async function loginAs(page: Page, username: string, password: string, home: RegExp) {
  await page.goto('/login');
  await submitLogin(page, username, password);
  await expect(page).toHaveURL(home);
}

/** A 1×1 PNG. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const card = (page: Page, key: string) => page.getByTestId(`settings-card-${key}`);

/** The invoice PDF's printed lines, downloaded as the admin. */
async function invoiceLines(server: RunningServer, orderNumber: number): Promise<string[]> {
  const { orderId } = await findOrder(server, orderNumber);
  const response = await fetch(`${server.url}/api/admin/orders/${orderId}/invoice`, {
    headers: { Authorization: `Bearer ${await adminToken(server)}` },
  });
  expect(response.status).toBe(200);
  return readPdf(Buffer.from(await response.arrayBuffer())).lines;
}

test.describe('settings (Einstellungen)', () => {
  test('a waiter changes the own password in Profile and logs in with the new one', async ({ page, server }) => {
    await createStaff(server, 'kellner-profil', 'altes-passwort', 'WAITER');
    await loginAs(page, 'kellner-profil', 'altes-passwort', /\/admin\/waiter$/);
    await page.getByRole('menuitem', { name: 'Einstellungen' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();

    await card(page, 'profile').click();
    const dialog = page.getByRole('dialog', { name: 'Profil' });
    await expect(dialog.getByLabel('Benutzername')).toHaveValue('kellner-profil');
    await expect(dialog.getByText('Service', { exact: true })).toBeVisible();
    await expect(dialog.getByText(/^Angelegt: \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
    const save = dialog.getByRole('button', { name: 'Speichern', exact: true });
    const current = dialog.getByRole('textbox', { name: 'Aktuelles Passwort' });
    const password = dialog.getByRole('textbox', { name: 'Neues Passwort' });
    const confirmation = dialog.getByRole('textbox', { name: 'Passwort bestätigen' });
    await expect(save).toBeDisabled();
    await password.fill('kurz');
    await confirmation.fill('kurz');
    await expect(save).toBeDisabled();
    await password.fill('neues-passwort');
    await confirmation.fill('neues-passwort!');
    await expect(dialog.getByText('Passwörter stimmen nicht überein')).toBeVisible();
    await expect(save).toBeDisabled();
    // Show/hide switches the field between hidden and plain text.
    await dialog.getByRole('button', { name: 'Passwort anzeigen' }).nth(1).click();
    await expect(password).toHaveAttribute('type', 'text');
    await confirmation.fill('neues-passwort');
    // Without the current password nothing is sent; a wrong one is refused at its field, and nothing changes.
    await expect(save).toBeDisabled();
    await current.fill('falsches-passwort');
    await save.click();
    await expect(dialog.getByText('Das aktuelle Passwort ist falsch.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await current.fill('altes-passwort');
    await save.click();
    await expect(page.getByText('Passwort aktualisiert', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    // The fresh token keeps the session; after logging out only the new password works.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
    await page.getByRole('button', { name: 'Abmelden' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, 'kellner-profil', 'altes-passwort');
    await expect(page.getByText('Login fehlgeschlagen.')).toBeVisible();
    await loginAs(page, 'kellner-profil', 'neues-passwort', /\/admin\/waiter$/);
  });

  for (const role of ['KITCHEN', 'WAITER'] as const) {
    test(`${role} staff see Profile, App UI and Language but not the company data nor App Info; admins see all five`, async ({
      page,
      server,
    }) => {
      const username = `${role.toLowerCase()}-karten`;
      await createStaff(server, username, 'karten-passwort', role);
      await loginAs(page, username, 'karten-passwort', role === 'WAITER' ? /\/admin\/waiter$/ : /\/admin\/kitchen$/);
      await page.goto('/admin/settings');
      for (const key of ['profile', 'app-ui', 'language']) await expect(card(page, key)).toBeVisible();
      await expect(card(page, 'app-info')).toHaveCount(0);
      await expect(card(page, 'company')).toHaveCount(0);
      await expect(page.getByText('App-Info')).toHaveCount(0);

      await useAdminToken(page, server);
      await page.goto('/admin/settings');
      for (const key of ['profile', 'app-ui', 'language', 'company', 'app-info']) await expect(card(page, key)).toBeVisible();
    });
  }

  test('app info saved by an admin appears on the next invoice', async ({ page, server }) => {
    await useAdminToken(page, server);
    await page.goto('/admin/settings');
    // What invoices print is a card of its own: "Firmendaten & Rechnung".
    await card(page, 'company').click();
    const company = page.getByRole('dialog', { name: 'Firmendaten & Rechnung' });
    await expect(company.getByLabel('E-Mail')).toHaveAttribute('type', 'email');
    await expect(company.getByLabel('Erste Rechnungsnummer')).toHaveAttribute('type', 'number');
    await expect(company.getByLabel('App-Name')).toHaveCount(0);

    // Checked in the browser first: the dialog stays open with the field marked.
    await company.getByLabel('IBAN').fill('AT61 1904 3002 3457 3202');
    await company.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByText('Speichern fehlgeschlagen', { exact: true })).toBeVisible();
    await expect(company.getByText(/Keine gültige IBAN/)).toBeVisible();
    await company.getByLabel('IBAN').fill('AT61 1904 3002 3457 3201');
    await company.getByLabel('Firmenname').fill('Testhaus Rechnungsprobe GmbH');
    await company.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByText('Gespeichert', { exact: true })).toBeVisible();
    await expect(company).toBeHidden();

    // App-Info: what only the app uses, explained; the company's fields are not here.
    await card(page, 'app-info').click();
    const dialog = page.getByRole('dialog', { name: 'App-Info' });
    await expect(dialog.getByLabel('App-Name')).not.toHaveValue('');
    await expect(dialog.getByText(/Das nutzt nur die App/)).toBeVisible();
    await expect(dialog.getByLabel('Firmenname')).toHaveCount(0);

    // Then by the server: its field message shows on the field.
    await dialog.getByLabel('Zeitzone').fill('Europe/Wien');
    await dialog.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(dialog.getByText('muss eine Zeitzone wie Europe/Vienna sein')).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Zeitzone').fill('Europe/Vienna');

    // The images wait for the dialog's one "Speichern": a wrong file is refused in the browser, a chosen PNG shows as
    // it is and goes away with "Abbrechen".
    await expect(dialog.getByRole('button', { name: 'Bild speichern' })).toHaveCount(0);
    const defaultImage = dialog.getByRole('region', { name: 'Standardbild für Produkte' });
    const logo = dialog.getByRole('region', { name: 'Logo' });
    await defaultImage
      .getByTestId('default-item-file')
      .setInputFiles({ name: 'notiz.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await expect(defaultImage.getByText('Nur PNG, JPG oder WebP erlaubt')).toBeVisible();
    await defaultImage.getByTestId('default-item-file').setInputFiles({ name: 'bild.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(defaultImage.getByRole('img')).toHaveAttribute('src', /^blob:/);
    await expect(defaultImage.getByText('Wird mit „Speichern“ übernommen')).toBeVisible();
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toBeHidden();
    await card(page, 'app-info').click();
    await expect(defaultImage.getByRole('img')).toHaveAttribute('src', '/admin/images/default-item.png');

    // Fields, the default item image and the logo (guest header, favicon) saved with one click.
    await defaultImage.getByTestId('default-item-file').setInputFiles({ name: 'bild.png', mimeType: 'image/png', buffer: TINY_PNG });
    await logo.getByTestId('logo-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
    await dialog.getByLabel('App-Name').fill('Testhaus');
    await dialog.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByText('Gespeichert', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await card(page, 'app-info').click();
    await expect(defaultImage.getByRole('img')).toHaveAttribute('src', /^\/api\/media\/.+\?v=\d+$/);
    await expect(logo.getByRole('img')).toHaveAttribute('src', /^\/api\/media\/.+\?v=\d+$/);

    // Both back to the shipped images, again with the one save; without a logo the product's icon shows.
    await defaultImage.getByRole('button', { name: 'Zurücksetzen' }).click();
    await logo.getByRole('button', { name: 'Zurücksetzen' }).click();
    await expect(logo.getByRole('img')).toHaveAttribute('src', '/favicon.ico');
    await dialog.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(dialog).toBeHidden();
    await card(page, 'app-info').click();
    await expect(defaultImage.getByRole('img')).toHaveAttribute('src', '/admin/images/default-item.png');
    await expect(logo.getByRole('img')).toHaveAttribute('src', '/favicon.ico');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const order = await placeGuestOrder(server, { items: [{ name: 'Cola 0,33 l' }] });
    await actOnOrder(server, order.orderNumber, 'approve');
    await actOnOrder(server, order.orderNumber, 'complete');
    const paid: OrderDetail = await actOnOrder(server, order.orderNumber, 'pay');
    expect(paid.paymentStatus).toBe('PAID');
    const lines = (await invoiceLines(server, order.orderNumber)).join('\n');
    expect(lines).toContain('Testhaus Rechnungsprobe GmbH');
    expect(lines).toContain('IBAN AT61 1904 3002 3457 3201');

    // Reopened, the dialog shows what was saved.
    await card(page, 'company').click();
    await expect(company.getByLabel('Firmenname')).toHaveValue('Testhaus Rechnungsprobe GmbH');
    await page.keyboard.press('Escape');
    await expect(company).toBeHidden();
    await card(page, 'app-info').click();
    await expect(dialog.getByLabel('App-Name')).toHaveValue('Testhaus');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test("the help dialog's support links the product's documentation, and its reset clears the storage and reloads /admin", async ({
    page,
    server,
  }) => {
    // The restaurant's own contact is for its guests, not its staff's support.
    const token = await adminToken(server);
    await adminCall(server, token, 'PUT', '/admin/app-info', { email: 'hilfe@tischlein.test' });
    await useAdminToken(page, server);
    await page.goto('/admin/orders');
    await page.evaluate(() => {
      localStorage.setItem('probe', 'x');
      sessionStorage.setItem('probe', 'x');
    });

    await page.getByRole('button', { name: 'Hilfe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hilfe' });
    await expect(dialog.getByRole('link', { name: 'hilfe@tischlein.test' })).toHaveCount(0);
    await expect(dialog.getByText('Einstellungen → Firmendaten & Rechnung')).toBeVisible();
    const deployment = dialog.getByRole('link', { name: 'Betrieb und Installation' });
    await expect(deployment).toHaveAttribute('href', '/api/product-docs/deployment');
    await expect(dialog.getByRole('link', { name: 'API-Referenz' })).toHaveAttribute('href', '/api/docs');
    await expect(dialog.getByRole('link', { name: 'Registrierkasse (RKSV)' })).toHaveAttribute('href', '/api/product-docs/rksv');
    await expect(dialog.getByRole('link', { name: 'Stationen und Bondruck' })).toHaveAttribute('href', '/api/product-docs/stations');
    // The page opens beside the back office, served by the product itself.
    const [docs] = await Promise.all([page.context().waitForEvent('page'), deployment.click()]);
    await expect(docs.getByRole('heading', { level: 1, name: 'Deployment' })).toBeVisible();
    await docs.close();

    const reloading = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/admin');
    // The message shows for the 400 ms before the reload, which a busy machine's polling can miss: the page itself
    // reports it the moment it appears.
    let sawMessage = false;
    await page.exposeFunction('sawResetMessage', () => {
      sawMessage = true;
    });
    await page.evaluate(() => {
      const report = (window as unknown as { sawResetMessage: () => void }).sawResetMessage;
      new MutationObserver(() => {
        if (document.body.textContent?.includes('Zurückgesetzt — wird neu geladen…')) report();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await dialog.getByRole('button', { name: 'Zurücksetzen' }).click();
    await reloading;
    expect(sawMessage, 'the reset message was shown before the reload').toBe(true);
    // The token went with the rest, so /admin sends the browser on to the login.
    await expect(page).toHaveURL(/\/login$/);
    const left = await page.evaluate(() => ({
      jwt: localStorage.getItem('jwt'),
      local: localStorage.getItem('probe'),
      session: sessionStorage.getItem('probe'),
    }));
    expect(left).toEqual({ jwt: null, local: null, session: null });
  });
});
