import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/app-config.js';
import { type BmfScenario, putReplayedRegisterAside, replayScenario } from '../src/rksv/replay.js';
import type { RksvRegister } from '../src/rksv/rksv-register.entity.js';
import { FailedSigner } from '../src/rksv/rksv-signer.js';
import { RksvSigners } from '../src/rksv/rksv-signers.js';
import { RksvService } from '../src/rksv/rksv.service.js';
import { type AdminOrdersApi, adminOrders, binaryParser, placeOrder } from './support/admin-orders.js';
import { qrCodeOnPdf } from './support/pdf-qr.js';
import { pdfText } from './support/pdf-text.js';
import { describeWithVerifier, RKSV_VERIFY_DIR, verifyDep } from './support/rksv-verifier.js';
import { bearer, staffWithRoles } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 34: the till by law. Every receipt signed and chained (RKSV suite R1), proven by the independent verifier in
// ../shared/rksv-verify: the Finance Ministry's 8 scenarios replayed through the receipt service, and a day of real
// orders through the API.

/** What the README of the verifier says each BMF scenario must end with. */
const SCENARIO_RESULTS: Array<[receipts: number, failedDevice: number, turnover: string]> = [
  [81, 24, '13241,68'],
  [80, 24, '12458,62'],
  [85, 22, '12906,13'],
  [85, 25, '12156,80'],
  [80, 24, '12957,88'],
  [82, 25, '11660,78'],
  [76, 24, '11028,64'],
  [81, 25, '13006,92'],
];

interface ReceiptRow {
  receipt_number: string;
  kind: string;
  signed: boolean;
  invoice_number: string | null;
  total: number;
}

describeWithVerifier('the cash register (RKSV)', () => {
  let t: TestApp;
  let admin: AdminOrdersApi;
  const db = () => t.app.get(DataSource);
  const rksv = (method: 'get' | 'post' | 'put', path = '') => t.http[method](`/api/admin/rksv${path}`).set(bearer(admin.jwt));
  const receipts = () =>
    db().query<ReceiptRow[]>(
      `SELECT receipt_number, kind, signed, invoice_number,
              normal_cents + reduced1_cents + reduced2_cents + zero_cents + special_cents AS total
         FROM rksv_receipts r JOIN rksv_registers g ON g.id = r.register_id WHERE g.state = 'ACTIVE' ORDER BY r.id`,
    );
  const lastReceipt = async () => (await receipts()).at(-1)!;

  /** An order of a Wiener Schnitzel (24,90 €, 10 %) and a Cola (20 %), served and paid. */
  async function paidOrder(method: 'CASH' | 'CARD'): Promise<{ orderId: number; invoiceNumber: string }> {
    const { orderId } = await placeOrder(t, { lines: [{ name: 'Wiener Schnitzel vom Kalb' }, { name: 'Cola 0,33 l' }] });
    await admin.act(orderId, 'approve').expect(200);
    await admin.act(orderId, 'complete').expect(200);
    const paid = await admin.act(orderId, 'pay', { paymentMethod: method }).expect(200);
    return { orderId, invoiceNumber: paid.body.payment.invoiceNumber };
  }

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminOrders(t);
  });
  afterAll(() => t.close());

  it('replays the Finance Ministry’s 8 test scenarios through the receipt service: each DEP verifies and ends as the ministry says', async () => {
    for (const [index, [receiptCount, failedDevice, turnover]] of SCENARIO_RESULTS.entries()) {
      const file = join(RKSV_VERIFY_DIR, 'scenarios', `TESTSUITE_TEST_SZENARIO_${index + 1}.json`);
      const scenario = JSON.parse(readFileSync(file, 'utf8')) as BmfScenario;
      const { dep, container } = await replayScenario(db(), scenario);
      const verdict = await verifyDep(dep, container);
      expect({ scenario: index + 1, ...verdict }).toMatchObject({
        scenario: index + 1,
        valid: true,
        receipts: receiptCount,
        failedDevice,
        turnover,
      });
      await putReplayedRegisterAside(db());
    }
  });

  it('a register is put into operation with a signed Startbeleg; the Kassen-ID is checked, a second register refused', async () => {
    const before = await paidOrder('CASH');
    expect(await db().query('SELECT 1 FROM rksv_receipts WHERE invoice_number = $1', [before.invoiceNumber])).toEqual([]);
    expect((await rksv('post', '/commission').send({ cashRegisterId: 'KASSE_1' }).expect(400)).body.message).toContain('kein „_“');
    await rksv('post', '/commission').send({ cashRegisterId: 'KASSE-1', extra: 1 }).expect(400);

    const commissioned = (await rksv('post', '/commission').send({ cashRegisterId: 'KASSE-1' }).expect(201)).body;
    expect(Buffer.from(commissioned.aesKey, 'base64')).toHaveLength(32);
    expect(commissioned.aesKeyChecksum).toMatch(/^[A-Za-z0-9+/]{4}$/);
    expect(commissioned.register).toMatchObject({ state: 'ACTIVE', cashRegisterId: 'KASSE-1', receiptCount: 1, trainingMode: false });
    expect(commissioned.register.units).toEqual([{ keyId: 'U:ATU12345675-K1', label: 'Software (Testbetrieb)', forTestsOnly: true }]);
    expect(commissioned.register.lastReceipts[0]).toMatchObject({ kind: 'START', receiptNumber: '1', signed: true, totalCents: 0 });
    expect(commissioned.register.lastReceipts[0].machineCode).toMatch(
      /^_R1-AT0_KASSE-1_1_\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d_0,00_0,00_0,00_0,00_0,00_/,
    );

    expect((await rksv('post', '/commission').send({ cashRegisterId: 'KASSE-2' }).expect(409)).body.message).toBe(
      'Eine Registrierkasse ist bereits in Betrieb.',
    );
    const waiter = await staffWithRoles(t, admin.jwt, ['WAITER']);
    await t.http.get('/api/admin/rksv').set(bearer(waiter.jwt)).expect(403);
  });

  it('a day of real orders: sales, a storno, training, a failed signature unit and its recovery, a month’s end: the DEP verifies', async () => {
    const cash = await paidOrder('CASH');
    expect(await lastReceipt()).toMatchObject({ kind: 'SALE', signed: true, invoice_number: cash.invoiceNumber, total: 2490 + 390 });
    const pdf = (await admin.invoice(cash.orderId).expect(200)).body;
    const text = pdfText(pdf);
    expect(text).toContain('Kassen-ID: KASSE-1');
    // The QR code printed on the invoice, read back from the PDF, is the receipt's machine code.
    const [sale] = (await rksv('get').expect(200)).body.lastReceipts;
    expect(sale.invoiceNumber).toBe(cash.invoiceNumber);
    expect(qrCodeOnPdf(pdf)).toBe(sale.machineCode);
    expect(sale.machineCode).toMatch(/^_R1-AT0_KASSE-1_\d+_[\dT:-]{19}_3,90_24,90_0,00_0,00_0,00_/);
    expect(text).toContain('Testbetrieb: mit einer Test-Signatur signiert');
    const card = await paidOrder('CARD');

    // A cancellation after payment: its credit note gets a storno receipt with the amounts negated.
    const refunded = (await admin.act(card.orderId, 'refund').expect(200)).body;
    expect(await lastReceipt()).toMatchObject({ kind: 'STORNO', signed: true, total: -(2490 + 390) });
    expect(refunded.invoiceNumber).toBe(card.invoiceNumber);

    expect((await rksv('post', '/receipts').send({ kind: 'TRAINING' }).expect(201)).body).toMatchObject({
      kind: 'TRAINING',
      totalCents: 0,
    });
    await rksv('put', '/training').send({ on: true }).expect(200);
    await paidOrder('CARD');
    expect(await lastReceipt()).toMatchObject({ kind: 'TRAINING', total: 2490 + 390 });
    await rksv('put', '/training').send({ on: false }).expect(200);

    // The signature unit stops answering: the sale is still made and chained, marked; the back office knows since when.
    const signers = t.app.get(RksvSigners);
    const working = signers.unitsOf.bind(signers);
    const failing = jest
      .spyOn(signers, 'unitsOf')
      .mockImplementation((register) => working(register).map((unit) => new FailedSigner(unit)));
    const unsigned = await paidOrder('CASH');
    expect(await lastReceipt()).toMatchObject({ kind: 'SALE', signed: false, invoice_number: unsigned.invoiceNumber });
    expect(pdfText((await admin.invoice(unsigned.orderId).expect(200)).body)).toContain('Sicherheitseinrichtung ausgefallen');
    expect((await rksv('get').expect(200)).body.signerFailedSince).not.toBeNull();
    // Asked while it is out, the unit does not answer: no Sammelbeleg yet.
    expect(await t.app.get(RksvService).recoverIfBack()).toBeNull();
    // Back: the signed Nullbeleg (Sammelbeleg) comes before the next sale.
    failing.mockRestore();
    await paidOrder('CASH');
    expect((await receipts()).slice(-2).map((r) => [r.kind, r.signed])).toEqual([
      ['RECOVERY', true],
      ['SALE', true],
    ]);
    expect((await rksv('get').expect(200)).body.signerFailedSince).toBeNull();

    // A month ends: the server makes the Monatsbeleg on its own.
    const firstOfNextMonth = new Date();
    firstOfNextMonth.setUTCMonth(firstOfNextMonth.getUTCMonth() + 1, 1);
    firstOfNextMonth.setUTCHours(12);
    jest.useFakeTimers({
      doNotFake: [
        'nextTick',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
        'queueMicrotask',
        'hrtime',
        'performance',
      ],
      now: firstOfNextMonth,
    });
    try {
      const closing = await t.app.get(RksvService).closeMonthIfDue();
      expect(closing).toMatchObject({ kind: firstOfNextMonth.getUTCMonth() === 0 ? 'YEAR' : 'MONTH', signed: true });
      expect(await t.app.get(RksvService).closeMonthIfDue()).toBeNull();
    } finally {
      jest.useRealTimers();
    }
    // The month's (or year's) receipt as the owner prints and keeps it: its QR code is its machine code.
    const [closing] = (await rksv('get').expect(200)).body.lastReceipts;
    const closingPdf = (
      await t.http
        .get(`/api/admin/rksv/receipts/${closing.receiptNumber}/pdf`)
        .set(bearer(admin.jwt))
        .buffer(true)
        .parse(binaryParser)
        .expect(200)
    ).body;
    expect(pdfText(closingPdf)).toMatch(/(Monatsbeleg|Jahresbeleg)[\s\S]*Kassen-ID: KASSE-1/);
    expect(qrCodeOnPdf(closingPdf)).toBe(closing.machineCode);
    await t.http.get('/api/admin/rksv/receipts/99999/pdf').set(bearer(admin.jwt)).expect(404);
    expect((await rksv('post', '/receipts').send({ kind: 'NULL' }).expect(201)).body).toMatchObject({ kind: 'NULL', signed: true });

    const dep = (await rksv('get', '/dep').expect(200)).body;
    const container = (await rksv('get', '/crypto-container').expect(200)).body;
    const kinds = (await receipts()).map((r) => r.kind);
    const verdict = await verifyDep(dep, container);
    expect(verdict).toMatchObject({ valid: true, receipts: kinds.length, storno: 1, training: 2, failedDevice: 1 });
    // Turnover: every sale and the storno, not the training receipts.
    const counted = (await receipts()).filter((r) => r.kind !== 'TRAINING').reduce((sum, r) => sum + r.total, 0);
    expect(verdict.turnoverCents).toBe(counted);
  });

  it('the journal of every booked order line names its invoice and receipt, as JSON and as CSV', async () => {
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Vienna' });
    const range = { from: today, to: today };
    const journal = (await t.http.get('/api/admin/reports/journal').query(range).set(bearer(admin.jwt)).expect(200)).body as Array<
      Record<string, unknown>
    >;
    const booked = await db().query<Array<{ invoice_number: string; receipt_number: string }>>(
      `SELECT invoice_number, receipt_number FROM rksv_receipts WHERE invoice_number IS NOT NULL`,
    );
    const withReceipt = journal.filter((line) => line.receiptNumber !== null);
    expect(withReceipt.length).toBeGreaterThanOrEqual(booked.length);
    for (const { invoice_number, receipt_number } of booked)
      expect(journal.filter((l) => l.invoiceNumber === invoice_number).every((l) => l.receiptNumber === receipt_number)).toBe(true);
    expect(journal).toContainEqual(
      expect.objectContaining({
        kind: 'CREDIT_NOTE',
        article: 'Wiener Schnitzel vom Kalb',
        quantity: -1,
        grossCents: -2490,
        vatRate: 'VAT_10',
      }),
    );
    const csv = await t.http.get('/api/admin/reports/journal.csv').query(range).set(bearer(admin.jwt)).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(rows[0]).toBe('Gebucht;Art;Rechnung;Beleg-Nr.;Bestellung;Tisch;Artikel;Menge;USt %;Brutto;Zahlungsart;Mitarbeiter');
    expect(rows).toHaveLength(journal.length + 1);
    expect(rows.some((row) => /;Storno;.*;Wiener Schnitzel vom Kalb;-1;10;-24,90;/.test(row))).toBe(true);
    await t.http.get('/api/admin/reports/journal').query({ from: today, to: '2020-01-01' }).set(bearer(admin.jwt)).expect(400);
  });

  it('payments at the same moment queue on the register: one unbroken chain, no number twice', async () => {
    const served = [];
    for (let i = 0; i < 6; i++) {
      const { orderId } = await placeOrder(t, { table: 2 + i, lines: [{ name: 'Cola 0,33 l' }] });
      await admin.act(orderId, 'approve').expect(200);
      served.push(orderId);
    }
    const before = (await receipts()).length;
    await Promise.all(served.map((id) => admin.act(id, 'pay', { paymentMethod: 'CARD' }).expect(200)));
    const after = await receipts();
    expect(after.length - before).toBe(6);
    expect(new Set(after.map((r) => r.receipt_number)).size).toBe(after.length);
    const verdict = await verifyDep(
      (await rksv('get', '/dep').expect(200)).body,
      (await rksv('get', '/crypto-container').expect(200)).body,
    );
    expect(verdict).toMatchObject({ valid: true, receipts: after.length });
  });

  it('a payment sent again with its Idempotency-Key answers the payment it made: one invoice, one receipt', async () => {
    const ordersToPay: number[] = [];
    for (const table of [3, 4]) {
      const { orderId } = await placeOrder(t, { table, lines: [{ name: 'Cola 0,33 l' }] });
      await admin.act(orderId, 'approve').expect(200);
      ordersToPay.push(orderId);
    }
    const [one, other] = ordersToPay;
    const pay = (id: number, key: string) => admin.act(id, 'pay', { paymentMethod: 'CASH' }).set('Idempotency-Key', key);
    const before = (await receipts()).length;
    // At once (a double tap), then once more later (a retry after a lost answer).
    const answers = await Promise.all([pay(one, 'pay-one-1').expect(200), pay(one, 'pay-one-1').expect(200)]);
    const again = await pay(one, 'pay-one-1').expect(200);
    const invoices = [...answers, again].map((answer) => answer.body.payment.invoiceNumber);
    expect(new Set(invoices).size).toBe(1);
    expect(again.body.order.paymentStatus).toBe('PAID');
    expect((await receipts()).length - before).toBe(1);
    expect(await db().query('SELECT 1 FROM rksv_receipts WHERE invoice_number = $1', [invoices[0]])).toHaveLength(1);
    // The key of another order's payment is refused; a key of the wrong form too.
    expect((await pay(other, 'pay-one-1').expect(409)).body.message).toBe(
      'Dieser Idempotency-Key gehört zur Zahlung einer anderen Bestellung.',
    );
    await pay(other, 'kein gültiger Schlüssel').expect(400);
    await pay(other, 'pay-other-1').expect(200);
  });

  it('keeps receipts unchangeable, and answers bad export ranges with 400', async () => {
    await expect(db().query(`UPDATE rksv_receipts SET signed = false`)).rejects.toThrow('insert-only');
    await expect(db().query(`DELETE FROM rksv_receipts`)).rejects.toThrow('insert-only');
    expect((await rksv('get', '/dep?from=2026-02-30').expect(400)).body.message).toBeDefined();
    const today = (await rksv('get').expect(200)).body.lastReceipts[0].dateTime.slice(0, 10);
    const ofToday = (await rksv('get', `/dep?from=${today}&to=${today}`).expect(200)).body['Belege-Gruppe'][0]['Belege-kompakt'];
    expect(ofToday.length).toBeGreaterThan(0);
  });

  it('the Schlussbeleg takes the register out of operation; its receipts stay exportable, later sales have none', async () => {
    expect((await rksv('post', '/decommission').expect(200)).body).toMatchObject({ kind: 'CLOSING', signed: true });
    const register = (await db().query<RksvRegister[]>(`SELECT * FROM rksv_registers WHERE cash_register_id = 'KASSE-1'`))[0];
    expect(register.state).toBe('DECOMMISSIONED');
    const after = await paidOrder('CASH');
    expect(await db().query('SELECT 1 FROM rksv_receipts WHERE invoice_number = $1', [after.invoiceNumber])).toEqual([]);
    const verdict = await verifyDep(
      (await rksv('get', '/dep').expect(200)).body,
      (await rksv('get', '/crypto-container').expect(200)).body,
    );
    expect(verdict.valid).toBe(true);
    expect((await rksv('post', '/receipts').send({ kind: 'NULL' }).expect(409)).body.message).toBe('Keine Registrierkasse in Betrieb.');
  });
  it('refuses the software test signer in production unless the owner overrides it', async () => {
    const production = await startTestApp({ seedDemo: true, env: { NODE_ENV: 'production' } });
    try {
      const token = (await adminOrders(production)).jwt;
      const refused = await production.http
        .post('/api/admin/rksv/commission')
        .set(bearer(token))
        .send({ cashRegisterId: 'KASSE-P' })
        .expect(409);
      expect(refused.body.message).toContain('RKSV_ALLOW_TEST_SIGNER=true');
      expect((await production.http.get('/api/admin/rksv').set(bearer(token)).expect(200)).body.state).toBe('NONE');
    } finally {
      await production.close();
    }
    expect(loadConfig({ NODE_ENV: 'production', RKSV_ALLOW_TEST_SIGNER: 'true', JWT_SECRET: 'x'.repeat(40) }).rksvTestSignerAllowed).toBe(
      true,
    );
  });
});
