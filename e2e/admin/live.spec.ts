import { expect, test } from '../support/fixtures.ts';
import {
  actOnOrder,
  adminCall,
  adminToken,
  countOrderListRequests,
  findOrder,
  orderCard,
  placeGuestOrder,
  showManyPerPage,
  submitLogin,
  ticketNumbers,
  useAdminToken,
} from './admin-helpers.ts';

test.describe('live orders', () => {
  test('a new guest order appears in the orders list without a reload', async ({ page, server }) => {
    await useAdminToken(page, server);
    await page.goto('/admin/orders');
    await showManyPerPage(page);
    await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'connected');

    const order = await placeGuestOrder(server, { items: [{ name: 'Cola 0,33 l' }], tableQrCode: server.tableQrCode });
    await expect(page.getByTestId('live-cue')).toHaveText(`Neue Bestellung ${order.orderNumber}`);
    await expect(orderCard(page, order.orderNumber)).toBeVisible();
    await expect(orderCard(page, order.orderNumber).getByTestId('new-badge')).toBeVisible();
  });

  test('the orders list changes a card in place when an event leaves it on the page, and loads again otherwise', async ({
    page,
    server,
  }) => {
    const listRequests = countOrderListRequests(page);
    await useAdminToken(page, server);
    await page.goto('/admin/orders');
    await showManyPerPage(page);
    await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'connected');

    const order = await placeGuestOrder(server, { items: [{ name: 'Cola 0,33 l' }] });
    const card = orderCard(page, order.orderNumber);
    await expect(card.getByTestId('status-chip')).toHaveText('Neu');
    const loaded = listRequests.count;
    // Approved stays in the open orders, where it was.
    await actOnOrder(server, order.orderNumber, 'approve');
    await expect(card.getByTestId('status-chip')).toHaveText('Angenommen');
    expect(listRequests.count).toBe(loaded);
    // Completed leaves them: only the server knows what the page holds now.
    await actOnOrder(server, order.orderNumber, 'complete');
    await expect(card).toHaveCount(0);
    expect(listRequests.count).toBe(loaded + 1);
  });

  test('the kitchen screen shows a new order live and moves it on when approved and completed', async ({ page, server }) => {
    await useAdminToken(page, server);
    await page.goto('/admin/kitchen');
    await expect(page.getByRole('heading', { level: 1, name: /Küche/ })).toBeVisible();
    await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'connected');

    const order = await placeGuestOrder(server, {
      items: [{ name: 'Beef Tatar' }, { name: 'Almdudler 0,35 l', quantity: 2 }],
      tableQrCode: server.tableQrCode,
    });
    const newColumn = page.getByRole('region', { name: 'Neu' });
    const preparing = page.getByRole('region', { name: 'In Zubereitung' });
    const ticket = page.getByRole('article', { name: String(order.orderNumber), exact: true });
    await expect(newColumn.getByRole('article', { name: String(order.orderNumber), exact: true })).toBeVisible();
    await expect(ticket).toContainText('Tisch 1');
    await expect(ticket).toContainText('Getränke');
    await expect(ticket).toContainText('2× Almdudler 0,35 l');
    await expect(ticket).toContainText('Speisen');
    await expect(ticket).toContainText('1× Beef Tatar');
    await expect(ticket.getByTestId('ticket-age')).toHaveAttribute('data-level', 'fresh');

    await ticket.getByRole('button', { name: 'Annehmen' }).click();
    await expect(preparing.getByRole('article', { name: String(order.orderNumber), exact: true })).toBeVisible();
    // The message shows at the top here, not over the tickets' buttons at the bottom.
    const message = page.locator('.MuiSnackbar-root');
    await expect(message).toBeVisible();
    expect((await message.boundingBox())!.y).toBeLessThan(100);
    await ticket.getByRole('button', { name: 'Abschließen' }).click();
    await expect(ticket).toHaveCount(0);
  });

  test('the kitchen screen applies each live event to its board, without loading the orders again', async ({ page, server }) => {
    const listRequests = countOrderListRequests(page);
    await useAdminToken(page, server);
    await page.goto('/admin/kitchen');
    await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'connected');
    await expect.poll(() => listRequests.count).toBe(1);
    const ticket = (order: { orderNumber: number | string }) => page.getByRole('article', { name: String(order.orderNumber), exact: true });
    const newColumn = page.getByRole('region', { name: 'Neu' });
    const preparing = page.getByRole('region', { name: 'In Zubereitung' });

    const first = await placeGuestOrder(server, { items: [{ name: 'Beef Tatar' }], tableQrCode: server.tableQrCode });
    const second = await placeGuestOrder(server, { items: [{ name: 'Cola 0,33 l' }] });
    await expect(newColumn.getByRole('article', { name: String(second.orderNumber), exact: true })).toBeVisible();
    await expect(ticket(first)).toContainText('1× Beef Tatar');
    // Oldest first: the new tickets come last, in the order they were placed.
    expect((await ticketNumbers(page, 'Neu')).slice(-2)).toEqual([String(first.orderNumber), String(second.orderNumber)]);

    await ticket(first).getByRole('button', { name: 'Annehmen' }).click();
    await expect(preparing.getByRole('article', { name: String(first.orderNumber), exact: true })).toBeVisible();
    await actOnOrder(server, second.orderNumber, 'approve');
    await expect(preparing.getByRole('article', { name: String(second.orderNumber), exact: true })).toBeVisible();
    expect((await ticketNumbers(page, 'In Zubereitung')).slice(-2)).toEqual([String(first.orderNumber), String(second.orderNumber)]);
    const { orderId } = await findOrder(server, second.orderNumber);
    await adminCall(server, await adminToken(server), 'PATCH', `/admin/orders/${orderId}`, { note: 'Ohne Eis' });
    await expect(ticket(second)).toContainText('Ohne Eis');

    await ticket(first).getByRole('button', { name: 'Abschließen' }).click();
    await expect(ticket(first)).toHaveCount(0);
    await actOnOrder(server, second.orderNumber, 'cancel');
    await expect(ticket(second)).toHaveCount(0);
    // Two orders placed, approved, edited, completed and canceled: the board loaded once, when it opened.
    expect(listRequests.count).toBe(1);
  });

  test('the kitchen screen loads its board again when the server cannot replay what it missed', async ({ page, server }) => {
    // The socket goes through these routes: the test cuts it, and on the way back claims a seq beyond the newest,
    // which the server answers with replay.truncated.
    let offline = false;
    let claimFutureSeq = false;
    const sockets: { close: () => Promise<void> }[] = [];
    await page.route('**/socket.io/**', (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
    await page.routeWebSocket('**/socket.io/**', (socket) => {
      if (offline) return void socket.close();
      const toServer = socket.connectToServer();
      socket.onMessage((message) =>
        toServer.send(claimFutureSeq && typeof message === 'string' ? message.replace(/"lastSeq":\d+/, '"lastSeq":999999999') : message),
      );
      sockets.push(socket);
    });
    const listRequests = countOrderListRequests(page);
    await useAdminToken(page, server);
    await page.goto('/admin/kitchen');
    const status = page.getByTestId('live-status');
    await expect(status).toHaveAttribute('data-state', 'connected');
    await expect.poll(() => listRequests.count).toBe(1);

    offline = true;
    await Promise.all(sockets.map((socket) => socket.close()));
    await expect(status).toHaveAttribute('data-state', 'offline');
    const missed = await placeGuestOrder(server, { items: [{ name: 'Cola 0,33 l' }] });
    claimFutureSeq = true;
    offline = false;
    await expect(status).toHaveAttribute('data-state', 'connected', { timeout: 15_000 });
    await expect(page.getByRole('article', { name: String(missed.orderNumber), exact: true })).toBeVisible({ timeout: 5_000 });
    expect(listRequests.count).toBe(2);
  });

  test('the kitchen screen loads its board again when an event never arrives', async ({ page, server }) => {
    // Drops one order event on its way to the page, as a lost notification between server processes would.
    let dropNextOrder = false;
    await page.routeWebSocket('**/socket.io/**', (socket) => {
      const fromServer = socket.connectToServer();
      fromServer.onMessage((message) => {
        if (dropNextOrder && typeof message === 'string' && message.startsWith('42["order.')) dropNextOrder = false;
        else socket.send(message);
      });
    });
    const listRequests = countOrderListRequests(page);
    await useAdminToken(page, server);
    await page.goto('/admin/kitchen');
    await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'connected');
    await expect.poll(() => listRequests.count).toBe(1);

    dropNextOrder = true;
    const lost = await placeGuestOrder(server, { items: [{ name: 'Cola 0,33 l' }] });
    await expect.poll(() => dropNextOrder).toBe(false);
    const next = await placeGuestOrder(server, { items: [{ name: 'Almdudler 0,35 l' }] });
    await expect(page.getByRole('article', { name: String(next.orderNumber), exact: true })).toBeVisible();
    // The hole in the seqs does not fill: the board is loaded again and shows the lost order.
    await expect(page.getByRole('article', { name: String(lost.orderNumber), exact: true })).toBeVisible();
    expect(listRequests.count).toBe(2);
  });

  test('the kitchen screen turns a waiting ticket amber and red after the configured minutes', async ({ page, server }) => {
    await useAdminToken(page, server);
    const order = await placeGuestOrder(server, { items: [{ name: 'Cola 0,33 l' }] });
    await page.goto('/admin/kitchen');
    const ticket = page.getByRole('article', { name: String(order.orderNumber), exact: true });
    await expect(ticket).toContainText('Abholung');
    await expect(ticket.getByTestId('ticket-age')).toHaveAttribute('data-level', 'fresh');

    // Thresholds can't go below a minute, so let the clock run ahead instead of waiting.
    await page.clock.install();
    await page.reload();
    await page.getByRole('button', { name: 'Zeitgrenzen' }).click();
    await page.getByLabel('Gelb nach (Min.)').fill('1');
    await page.getByLabel('Rot nach (Min.)').fill('2');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.clock.fastForward('01:20');
    await expect(ticket.getByTestId('ticket-age')).toHaveAttribute('data-level', 'amber');
    await page.clock.fastForward('01:00');
    await expect(ticket.getByTestId('ticket-age')).toHaveAttribute('data-level', 'red');
    await page.reload();
    await page.getByRole('button', { name: 'Zeitgrenzen' }).click();
    await expect(page.getByLabel('Gelb nach (Min.)')).toHaveValue('1');
  });

  test('a waiter logs in, opens the kitchen board and approves a new order there', async ({ page, server }) => {
    await adminCall(server, await adminToken(server), 'POST', '/user', {
      username: 'kellnerin',
      password: 'kellnerin-pw',
      roles: ['WAITER'],
    });
    await page.goto('/login');
    await submitLogin(page, 'kellnerin', 'kellnerin-pw');
    await expect(page).toHaveURL(/\/admin\/waiter$/);
    await page.goto('/admin/kitchen');
    await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'connected');

    const order = await placeGuestOrder(server, { items: [{ name: 'Cola 0,33 l' }] });
    const ticket = page.getByRole('article', { name: String(order.orderNumber), exact: true });
    await ticket.getByRole('button', { name: 'Annehmen' }).click();
    await expect(
      page.getByRole('region', { name: 'In Zubereitung' }).getByRole('article', { name: String(order.orderNumber), exact: true }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the kitchen screen shows the connection state and catches up on orders placed while it was offline', async ({ page, server }) => {
    // The live socket goes through these routes, so the test can cut the network for it alone.
    let offline = false;
    const sockets: { close: () => Promise<void> }[] = [];
    await page.route('**/socket.io/**', (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
    await page.routeWebSocket('**/socket.io/**', (socket) => {
      if (offline) return void socket.close();
      socket.connectToServer();
      sockets.push(socket);
    });
    await useAdminToken(page, server);
    await page.goto('/admin/kitchen');
    const status = page.getByTestId('live-status');
    await expect(status).toHaveAttribute('data-state', 'connected');

    offline = true;
    await Promise.all(sockets.map((socket) => socket.close()));
    await expect(status).toHaveAttribute('data-state', 'offline');
    await expect(status).toHaveText('Offline – wird nachgeholt');
    const missed = await placeGuestOrder(server, { items: [{ name: 'Cola 0,33 l' }] });

    offline = false;
    await expect(status).toHaveAttribute('data-state', 'connected', { timeout: 15_000 });
    // Replayed from the last seq it saw, well before the 30-second safety refetch.
    await expect(page.getByRole('article', { name: String(missed.orderNumber), exact: true })).toBeVisible({ timeout: 5_000 });
  });

  test('the order detail follows changes made elsewhere', async ({ page, server }) => {
    const order = await placeGuestOrder(server, { items: [{ name: 'Cola 0,33 l' }] });
    await useAdminToken(page, server);
    await page.goto(`/admin/orders/${(await findOrder(server, order.orderNumber)).orderId}`);
    await expect(page.getByTestId('status-chip')).toHaveText('Neu');
    await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'connected');

    await actOnOrder(server, order.orderNumber, 'approve');
    await expect(page.getByTestId('status-chip')).toHaveText('Angenommen');
    await expect(page.getByTestId('order-timeline')).toContainText('Angenommen');
    await expect(page.getByRole('button', { name: 'Abschließen' })).toBeVisible();
  });

  test('beeps for new orders unless muted, and remembers the mute', async ({ page, server }) => {
    // Count the beeps' oscillators; the sound itself cannot be heard headless.
    await page.addInitScript(() => {
      const w = window as unknown as { beeps: number };
      w.beeps = 0;
      const original = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function (this: AudioContext) {
        w.beeps++;
        return original.call(this);
      };
    });
    await useAdminToken(page, server);
    await page.goto('/admin/orders');
    await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'connected');
    const beeps = () => page.evaluate(() => (window as unknown as { beeps: number }).beeps);

    await placeGuestOrder(server, { items: [{ name: 'Cola 0,33 l' }] });
    await expect(page.getByTestId('live-cue')).toBeVisible();
    await expect.poll(beeps).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Ton aus' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Ton an' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'connected');
    const order = await placeGuestOrder(server, { items: [{ name: 'Cola 0,33 l' }] });
    // The visual cue still shows; only the sound is off.
    await expect(page.getByTestId('live-cue')).toHaveText(`Neue Bestellung ${order.orderNumber}`);
    expect(await beeps()).toBe(0);
  });
});
