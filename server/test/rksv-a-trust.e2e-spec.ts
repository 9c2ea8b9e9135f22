import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { RksvService } from '../src/rksv/rksv.service.js';
import { type AdminOrdersApi, adminOrders, placeOrder } from './support/admin-orders.js';
import { type FakeATrust, startFakeATrust } from './support/fake-a-trust.js';
import { describeWithVerifier, verifyDep } from './support/rksv-verifier.js';
import { bearer } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 34, point 3: the register signs with A-Trust's a.sign RK HSM (an open system, R1-AT1, the certificate's
// serial as key id), here a stand-in on 127.0.0.1 that answers as the documented REST API does.

describeWithVerifier('the cash register with A-Trust’s signature unit', () => {
  let fake: FakeATrust;
  let fallback: FakeATrust;
  let t: TestApp;
  let admin: AdminOrdersApi;
  const rksv = (method: 'get' | 'post', path = '') => t.http[method](`/api/admin/rksv${path}`).set(bearer(admin.jwt));
  const lastReceipt = async () =>
    (
      await t.app
        .get(DataSource)
        .query<Array<{ kind: string; signed: boolean; key_id: string }>>(
          'SELECT kind, signed, key_id FROM rksv_receipts ORDER BY id DESC LIMIT 1',
        )
    )[0];

  async function paidOrder(): Promise<void> {
    const { orderId } = await placeOrder(t, { lines: [{ name: 'Cola 0,33 l' }] });
    await admin.act(orderId, 'approve').expect(200);
    await admin.act(orderId, 'pay', { paymentMethod: 'CARD' }).expect(200);
  }

  beforeAll(async () => {
    fake = await startFakeATrust('5ea1ed');
    fallback = await startFakeATrust('fa11ba', 'u987654321', 'zweites');
    t = await startTestApp({
      env: {
        NODE_ENV: 'production',
        RKSV_SIGNER: 'a-trust',
        RKSV_ATRUST_URL: fake.url,
        RKSV_ATRUST_USER: fake.username,
        RKSV_ATRUST_PASSWORD: fake.password,
        RKSV_ATRUST_FALLBACK_URL: fallback.url,
        RKSV_ATRUST_FALLBACK_USER: fallback.username,
        RKSV_ATRUST_FALLBACK_PASSWORD: fallback.password,
      },
    });
    admin = await adminOrders(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
    await fallback.close();
  });

  it('commissions with A-Trust’s certificates (also in production), signs there, fails over to the second account, survives an outage of both, and the DEP verifies', async () => {
    fake.down = true;
    expect((await rksv('post', '/commission').send({ cashRegisterId: 'KASSE-AT' }).expect(503)).body.message).toContain(
      'A-Trust antwortet nicht',
    );
    fake.down = false;
    const commissioned = (await rksv('post', '/commission').send({ cashRegisterId: 'KASSE-AT' }).expect(201)).body;
    expect(commissioned.register.units).toEqual([
      { keyId: fake.serial, label: 'A-Trust a.sign RK HSM', forTestsOnly: false },
      { keyId: fallback.serial, label: 'A-Trust a.sign RK HSM', forTestsOnly: false },
    ]);
    expect(commissioned.register.lastReceipts[0].machineCode).toMatch(/^_R1-AT1_KASSE-AT_1_/);

    await paidOrder();
    expect(await lastReceipt()).toMatchObject({ kind: 'SALE', signed: true, key_id: fake.serial });
    // The first account stops answering: the second signs.
    fake.down = true;
    await paidOrder();
    expect(await lastReceipt()).toMatchObject({ kind: 'SALE', signed: true, key_id: fallback.serial });
    // Both down: the sale is made, marked.
    fallback.down = true;
    await paidOrder();
    expect(await lastReceipt()).toMatchObject({ kind: 'SALE', signed: false, key_id: fake.serial });
    // While both are out, nothing is made on the register's own; once one answers, the Sammelbeleg is made at once.
    const rksvService = t.app.get(RksvService);
    expect(await rksvService.recoverIfBack()).toBeNull();
    fake.down = false;
    fallback.down = false;
    expect(await rksvService.recoverIfBack()).toMatchObject({ kind: 'RECOVERY', signed: true, keyId: fake.serial });
    expect(await rksvService.recoverIfBack()).toBeNull();
    const signedSoFar = fake.signed;
    await paidOrder();
    expect(fake.signed - signedSoFar).toBe(1);

    const dep = (await rksv('get', '/dep').expect(200)).body;
    // A group per run of one certificate: first, fallback, first again.
    expect(dep['Belege-Gruppe'].map((g: { Signaturzertifikat: string }) => g.Signaturzertifikat)).toEqual([
      fake.certificate,
      fallback.certificate,
      fake.certificate,
    ]);
    const container = (await rksv('get', '/crypto-container').expect(200)).body;
    expect(Object.keys(container.certificateOrPublicKeyMap).sort()).toEqual([fake.serial, fallback.serial].sort());
    const verdict = await verifyDep(dep, container);
    expect(verdict).toMatchObject({ valid: true, receipts: 6, failedDevice: 1 });
  });
});
