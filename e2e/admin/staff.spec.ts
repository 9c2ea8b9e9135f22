import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import type { RunningServer } from '../support/server.ts';
import { adminCall, adminToken, submitLogin, useAdminToken } from './admin-helpers.ts';

/** An account's card (cards are articles named by the username). */
const staffCard = (page: Page, username: string) =>
  page.getByTestId('staff-card').and(page.getByRole('article', { name: username, exact: true }));

async function openStaffScreen(page: Page, server: RunningServer): Promise<void> {
  await useAdminToken(page, server);
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Mitarbeiter' })).toBeVisible();
}

/** Creates an account through the "Neuer Mitarbeiter" dialog. */
async function createAccount(page: Page, username: string, password: string, role: string): Promise<void> {
  await page.getByRole('button', { name: 'Neuer Mitarbeiter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuer Mitarbeiter' });
  await dialog.getByLabel('Benutzername').fill(username);
  await dialog.getByRole('textbox', { name: 'Passwort', exact: true }).fill(password);
  await dialog.getByRole('checkbox', { name: role, exact: true }).check();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Angelegt', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function deleteAccount(page: Page, username: string): Promise<void> {
  await page.getByLabel('Name oder Rolle').fill(username);
  await staffCard(page, username)
    .getByRole('button', { name: /^Löschen/ })
    .click();
  const confirm = page.getByRole('dialog', { name: `Mitarbeiter ${username} löschen?` });
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('Gelöscht', { exact: true })).toBeVisible();
  await expect(staffCard(page, username)).toHaveCount(0);
}

const login = (server: RunningServer, username: string, password: string) =>
  fetch(`${server.url}/api/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

test.describe('staff (Mitarbeiter)', () => {
  test('an admin creates, edits and deletes an account', async ({ page, server }) => {
    await openStaffScreen(page, server);

    await page.getByRole('button', { name: 'Neuer Mitarbeiter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neuer Mitarbeiter' });
    await dialog.getByLabel('Benutzername').fill('lisa.berger');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Benutzername & Passwort erforderlich');
    const password = dialog.getByRole('textbox', { name: 'Passwort', exact: true });
    await password.fill('kurz');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog.getByText('Min. 8 Zeichen')).toBeVisible();
    await password.fill('lisa-passwort');
    // Roles by the names people use, each with what it may do.
    await expect(dialog.getByRole('checkbox', { name: 'Service', exact: true })).toHaveAccessibleDescription(
      /^Startet in der Service-Ansicht/,
    );
    await expect(dialog.getByRole('checkbox', { name: 'Administrator', exact: true })).toHaveAccessibleDescription(/^Alles:/);
    await dialog.getByRole('checkbox', { name: 'Service', exact: true }).check();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Angelegt', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    // Found by name, and by role with the role filter; initials "LB" in the colour of L (c3).
    await page.getByLabel('Name oder Rolle').fill('lisa.b');
    const card = staffCard(page, 'lisa.berger');
    await expect(card).toBeVisible();
    await expect(card.getByText('Service', { exact: true })).toBeVisible();
    await expect(card.getByTestId('staff-avatar')).toHaveText('LB');
    await expect(card.getByTestId('staff-avatar')).toHaveAttribute('data-color-class', 'c3');
    await page.getByRole('combobox', { name: 'Rolle' }).click();
    await page.getByRole('option', { name: 'Küche', exact: true }).click();
    await expect(page.getByTestId('staff-empty')).toContainText('Keine Mitarbeiter gefunden');

    // Edit: the username is locked, and an empty password sends no password at all.
    await page.getByTestId('staff-empty').getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await page.getByLabel('Name oder Rolle').fill('lisa.b');
    await card.getByRole('button', { name: /^Bearbeiten/ }).click();
    const edit = page.getByRole('dialog', { name: 'Mitarbeiter lisa.berger bearbeiten' });
    await expect(edit.getByLabel('Benutzername')).toHaveValue('lisa.berger');
    await expect(edit.getByLabel('Benutzername')).toHaveAttribute('readonly', '');
    await edit.getByRole('checkbox', { name: 'Service', exact: true }).uncheck();
    await edit.getByRole('checkbox', { name: 'Küche', exact: true }).check();
    const put = page.waitForRequest((request) => request.method() === 'PUT' && /\/api\/user\/\d+$/.test(request.url()));
    await edit.getByRole('button', { name: 'Speichern' }).click();
    expect((await put).postDataJSON()).toEqual({ roles: ['KITCHEN'] });
    await expect(page.getByText('Gespeichert', { exact: true })).toBeVisible();
    await expect(card.getByText('Küche', { exact: true })).toBeVisible();
    await expect(card.getByText('Service', { exact: true })).toHaveCount(0);
    expect((await login(server, 'lisa.berger', 'lisa-passwort')).status).toBe(200);

    // The role's name follows the staff member's language.
    for (const [language, kitchen] of [
      ['en', 'Kitchen'],
      ['ar', 'المطبخ'],
    ] as const) {
      await page.addInitScript((lang) => localStorage.setItem('tischlein_ui_settings_v1', JSON.stringify({ lang })), language);
      await page.reload();
      await expect(page.getByRole('article', { name: 'lisa.berger', exact: true }).getByText(kitchen, { exact: true })).toBeVisible();
    }
    await page.addInitScript(() => localStorage.setItem('tischlein_ui_settings_v1', JSON.stringify({ lang: 'de' })));
    await page.reload();

    await deleteAccount(page, 'lisa.berger');
    expect((await login(server, 'lisa.berger', 'lisa-passwort')).status).toBe(401);
  });

  test("the server's refusal is shown: an admin cannot delete their own account", async ({ page, server }) => {
    await openStaffScreen(page, server);
    await page.getByLabel('Name oder Rolle').fill('admin');
    const own = staffCard(page, 'admin');
    await expect(own.getByText('Eigenes Konto')).toBeVisible();
    await own.getByRole('button', { name: /^Löschen/ }).click();
    await page.getByRole('dialog', { name: 'Mitarbeiter admin löschen?' }).getByRole('button', { name: 'Löschen' }).click();
    await expect(page.getByText('Das eigene Konto kann nicht gelöscht werden.')).toBeVisible();
    await expect(own).toBeVisible();
  });

  test('a name already taken is refused with the server message, in the dialog', async ({ page, server }) => {
    await openStaffScreen(page, server);
    await page.getByRole('button', { name: 'Neuer Mitarbeiter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neuer Mitarbeiter' });
    await dialog.getByLabel('Benutzername').fill('ADMIN');
    await dialog.getByRole('textbox', { name: 'Passwort', exact: true }).fill('lang-genug-1');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Dieser Benutzername ist bereits vergeben.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('an admin who changes their own password keeps working with the fresh token', async ({ page, server }) => {
    await adminCall(server, await adminToken(server), 'POST', '/user', { username: 'chefin', password: 'chefin-alt-1', roles: ['ADMIN'] });
    const { jwt } = (await (await login(server, 'chefin', 'chefin-alt-1')).json()) as { jwt: string };
    await page.goto('/login');
    await page.evaluate((token) => localStorage.setItem('jwt', token), jwt);
    await page.goto('/admin/staff');
    await page.getByLabel('Name oder Rolle').fill('chefin');
    await staffCard(page, 'chefin')
      .getByRole('button', { name: /^Bearbeiten/ })
      .click();
    const edit = page.getByRole('dialog', { name: 'Mitarbeiter chefin bearbeiten' });
    await edit.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill('chefin-neu-1');
    // One's own new password needs the current one: missing, the server's word shows at that field.
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await expect(edit.getByText('Bitte das aktuelle Passwort angeben.')).toBeVisible();
    await edit.getByRole('textbox', { name: 'Aktuelles Passwort' }).fill('chefin-alt-1');
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Gespeichert', { exact: true })).toBeVisible();
    // The old token stopped working; the screen goes on with the one the answer carried.
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).not.toBe(jwt);
    await page.getByRole('main').getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(staffCard(page, 'chefin')).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/staff$/);
    expect((await login(server, 'chefin', 'chefin-neu-1')).status).toBe(200);
  });

  test('a new WAITER logs in, lands on the waiter view and opens the kitchen screen; once deleted, neither the session nor a new login works', async ({
    browser,
    page,
    server,
  }) => {
    await openStaffScreen(page, server);
    await createAccount(page, 'kellner.neu', 'kellner-passwort', 'Service');

    const waiterContext = await browser.newContext({ baseURL: server.publicUrl, viewport: { width: 800, height: 1280 }, locale: 'de-AT' });
    try {
      const waiter = await waiterContext.newPage();
      await waiter.goto('/login');
      await submitLogin(waiter, 'kellner.neu', 'kellner-passwort');
      await expect(waiter).toHaveURL(/\/admin\/waiter$/);
      await waiter.goto('/admin/kitchen');
      await expect(waiter.getByRole('heading', { level: 1, name: /Küche/ })).toBeVisible();
      await expect(waiter.getByTestId('live-status')).toHaveAttribute('data-state', 'connected');

      await deleteAccount(page, 'kellner.neu');

      // The server ends the account's live feed and refuses its token: the kitchen screen goes to the login.
      await expect(waiter).toHaveURL(/\/login$/, { timeout: 15_000 });
      expect(await waiter.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
      await waiter.goto('/admin/kitchen');
      await expect(waiter).toHaveURL(/\/login$/);
      await submitLogin(waiter, 'kellner.neu', 'kellner-passwort');
      await expect(waiter.getByText('Login fehlgeschlagen.')).toBeVisible();
      await expect(waiter).toHaveURL(/\/login$/);
    } finally {
      await waiterContext.close();
    }
  });
});
