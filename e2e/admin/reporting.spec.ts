import { readFileSync } from 'node:fs';
import type { Order, OrderDetail, Page as ListPage } from '@tischlein/api-types';
import { expect, test } from '../support/fixtures.ts';
import type { RunningServer } from '../support/server.ts';
import { actOnOrder, adminCall, adminToken, dateField, dateShown, findOrder, placeGuestOrder, useAdminToken } from './admin-helpers.ts';

const BOM = '\uFEFF';
const RATES = [0, 10, 13, 20];

/** Euro amounts (two decimals at most) as whole cents. */
const cents = (euros: number) => Math.round(euros * 100);

/** "1234,50" (German CSV) as cents, read as text so no floating point is involved. */
function germanCents(text: string): number {
  const match = /^(-?)(\d+),(\d{2})$/.exec(text);
  if (!match) throw new Error(`Not a German money amount: ${text}`);
  return (match[1] ? -1 : 1) * (Number(match[2]) * 100 + Number(match[3]));
}

/** Today in Vienna, YYYY-MM-DD: the day the preset "Heute" covers. */
const viennaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date());

const euroText = (amount: number) => new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' }).format(amount / 100);

interface InvoiceSums {
  orders: number;
  grossCents: number;
  byRate: Map<number, { netCents: number; vatCents: number; grossCents: number }>;
}

/** What the invoices of every paid order say (this worker's server also holds other tests' orders). */
async function invoiceSums(server: RunningServer): Promise<InvoiceSums> {
  const token = await adminToken(server);
  const paid: Order[] = [];
  for (let page = 0; ; page++) {
    const answer = await adminCall<ListPage<Order>>(server, token, 'GET', `/admin/orders?paymentStatus=PAID&size=50&page=${page}`);
    paid.push(...answer.content);
    if (answer.content.length === 0 || paid.length >= answer.totalElements) break;
  }
  const sums: InvoiceSums = {
    orders: paid.length,
    grossCents: 0,
    byRate: new Map(RATES.map((rate) => [rate, { netCents: 0, vatCents: 0, grossCents: 0 }])),
  };
  for (const order of paid) {
    sums.grossCents += cents(order.grossAmount);
    const detail = await adminCall<OrderDetail>(server, token, 'GET', `/admin/orders/${order.orderId}`);
    for (const line of detail.taxBreakdown) {
      const rate = sums.byRate.get(line.percent)!;
      rate.netCents += cents(line.net);
      rate.vatCents += cents(line.vat);
      rate.grossCents += cents(line.gross);
    }
  }
  return sums;
}

async function placeServeAndPay(server: RunningServer, items: { name: string; quantity?: number }[], paymentMethod: 'CASH' | 'CARD') {
  const order = await placeGuestOrder(server, { items, paymentMethod });
  await actOnOrder(server, order.orderNumber, 'approve');
  await actOnOrder(server, order.orderNumber, 'complete');
  await actOnOrder(server, order.orderNumber, 'pay');
  return order;
}

test.describe('reporting', () => {
  test("shows today's business and downloads a VAT CSV that agrees with the invoices to the cent", async ({ page, server }) => {
    // Food at 10 %, drinks at 20 %; one canceled order that must not count.
    await placeServeAndPay(server, [{ name: 'Beef Tatar' }, { name: 'Cola 0,33 l', quantity: 2 }], 'CASH');
    await placeServeAndPay(server, [{ name: 'Vitello tonnato', quantity: 3 }, { name: 'Almdudler 0,35 l' }, { name: 'Melange' }], 'CARD');
    const canceled = await placeGuestOrder(server, { items: [{ name: 'Cola 0,33 l', quantity: 5 }] });
    await actOnOrder(server, canceled.orderNumber, 'cancel');
    expect((await findOrder(server, canceled.orderNumber)).status).toBe('CANCELED');
    const invoices = await invoiceSums(server);
    const today = viennaToday();

    await useAdminToken(page, server);
    await page.goto('/admin/reporting');
    await page.getByRole('button', { name: 'Heute', exact: true }).click();
    await expect(page).toHaveURL(/[?&]range=today/);
    const todayShown = today.split('-').reverse().join('.');
    await expect(dateShown(dateField(page, 'Von'))).toHaveValue(todayShown);
    await expect(dateShown(dateField(page, 'Bis'))).toHaveValue(todayShown);

    // Key figures: the paid orders' gross total and count.
    await expect(page.getByTestId('figure-gross').locator('dd')).toHaveText(euroText(invoices.grossCents));
    await expect(page.getByTestId('figure-orders').locator('dd')).toHaveText(String(invoices.orders));

    // The VAT table on screen shows the invoices' totals.
    const vatTable = page.getByRole('table', { name: 'Umsatzsteuer' });
    const totalsRow = vatTable.getByRole('row', { name: /Summe/ });
    await expect(totalsRow).toContainText(euroText([...invoices.byRate.values()].reduce((sum, rate) => sum + rate.grossCents, 0)));

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV herunterladen: Umsatzsteuer' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`umsatzsteuer_${today}_${today}.csv`);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.startsWith(BOM)).toBe(true);
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Steuersatz;Netto;USt.;Brutto');
    const rows = lines.slice(1).map((line) => line.split(';'));
    const byRate = new Map(
      rows
        .filter(([rate]) => rate !== 'Summe')
        .map(([rate, net, vat, gross]) => [
          Number(rate),
          { netCents: germanCents(net), vatCents: germanCents(vat), grossCents: germanCents(gross) },
        ]),
    );

    // Every rate agrees with the invoices to the cent …
    expect([...byRate.keys()].sort((a, b) => a - b)).toEqual(RATES);
    for (const rate of RATES) expect(byRate.get(rate), `${rate} %`).toEqual(invoices.byRate.get(rate));
    expect(byRate.get(10)!.grossCents).toBeGreaterThan(0);
    expect(byRate.get(20)!.grossCents).toBeGreaterThan(0);

    // … the totals row is the sum of the rates, and the gross total is what the paid orders cost.
    const [label, net, vat, gross] = rows.at(-1)!;
    expect(label).toBe('Summe');
    const sum = (key: 'netCents' | 'vatCents' | 'grossCents') => [...byRate.values()].reduce((total, rate) => total + rate[key], 0);
    expect(germanCents(net)).toBe(sum('netCents'));
    expect(germanCents(vat)).toBe(sum('vatCents'));
    expect(germanCents(gross)).toBe(sum('grossCents'));
    expect(germanCents(gross)).toBe(invoices.grossCents);
    expect(sum('netCents') + sum('vatCents')).toBe(sum('grossCents'));

    // A reload keeps the range.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Heute', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });
});
