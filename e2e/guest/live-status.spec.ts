import { adminCall, adminToken } from '../support/admin-api.ts';
import { expect, test } from '../support/fixtures.ts';
import { placeSoupOrder } from './guest-helpers.ts';

test('the confirmation follows the kitchen live over Socket.IO', async ({ page, server }) => {
  const orderId = await placeSoupOrder(page, server);
  // From here on polling gets nothing: only the live feed can move the status.
  await page.route('**/api/sessions/*/orders/*', (route) => route.abort());
  const token = await adminToken(server);

  await adminCall(server, token, 'POST', `/admin/orders/${orderId}/approve`);
  await expect(page.getByTestId('order-status')).toHaveText('Angenommen', { timeout: 4000 });
  await adminCall(server, token, 'POST', `/admin/orders/${orderId}/complete`);
  await expect(page.getByTestId('order-status')).toHaveText('Abgeschlossen', { timeout: 4000 });
});

test('without a socket the confirmation still moves by polling, and shows the rejection reason', async ({ page, server }) => {
  await page.routeWebSocket(/socket\.io/, (ws) => ws.close());
  await page.route('**/socket.io/**', (route) => route.abort());
  const orderId = await placeSoupOrder(page, server);
  const token = await adminToken(server);

  await adminCall(server, token, 'POST', `/admin/orders/${orderId}/reject`, { reason: 'Küche schon geschlossen' });
  await expect(page.getByTestId('order-status')).toHaveText('Abgelehnt', { timeout: 12_000 });
  await expect(page.getByText('Grund: Küche schon geschlossen')).toBeVisible();
});
