import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { rawSignature } from '../src/rksv/rksv-signer.js';
import { type AdminOrdersApi, adminOrders, placeOrder } from './support/admin-orders.js';
import { type FakeFiskaltrust, startFakeFiskaltrust } from './support/fake-fiskaltrust.js';
import { describeWithVerifier, verifyDep } from './support/rksv-verifier.js';
import { bearer } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 34, point 3: the register signs with fiskaltrust RKSV.Sign (an open system, the certificate's serial as key
// id), here a stand-in on 127.0.0.1 that answers as the documented REST API does, with a second CashBox as failover.

describeWithVerifier('the cash register with fiskaltrust’s RKSV.Sign', () => {
  let first: FakeFiskaltrust;
  let second: FakeFiskaltrust;
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
    await admin.act(orderId, 'pay', { paymentMethod: 'CASH' }).expect(200);
  }

  beforeAll(async () => {
    first = await startFakeFiskaltrust('f15c01', '0e4f5a2c-0000-4000-8000-000000000001', 'token-1');
    second = await startFakeFiskaltrust('f15c02', '0e4f5a2c-0000-4000-8000-000000000002', 'token-2');
    t = await startTestApp({
      env: {
        RKSV_SIGNER: 'fiskaltrust',
        RKSV_FISKALTRUST_URL: first.url,
        RKSV_FISKALTRUST_CASHBOX_ID: first.cashboxId,
        RKSV_FISKALTRUST_ACCESS_TOKEN: first.accessToken,
        RKSV_FISKALTRUST_FALLBACK_URL: second.url,
        RKSV_FISKALTRUST_FALLBACK_CASHBOX_ID: second.cashboxId,
        RKSV_FISKALTRUST_FALLBACK_ACCESS_TOKEN: second.accessToken,
      },
    });
    admin = await adminOrders(t);
  });
  afterAll(async () => {
    await t.close();
    await first.close();
    await second.close();
  });

  it('turns a DER signature into the raw R‖S the JWS needs', () => {
    const r = Buffer.alloc(32, 0x81);
    const s = Buffer.concat([Buffer.alloc(1), Buffer.alloc(31, 0x11)]);
    const der = Buffer.concat([Buffer.from([0x30, 2 + 33 + 2 + 31, 0x02, 33, 0x00]), r, Buffer.from([0x02, 31]), s.subarray(1)]);
    expect(rawSignature(der)).toEqual(Buffer.concat([r, s]));
    expect(rawSignature(Buffer.alloc(64, 1))).toEqual(Buffer.alloc(64, 1));
    expect(rawSignature(Buffer.from('not a signature'))).toBeNull();
  });

  it('commissions with the CashBox’s certificate, signs there, fails over to the second CashBox, and the DEP verifies', async () => {
    const commissioned = (await rksv('post', '/commission').send({ cashRegisterId: 'KASSE-FT' }).expect(201)).body;
    expect(commissioned.register.units.map((u: { keyId: string; label: string }) => [u.keyId, u.label])).toEqual([
      [first.serial, 'fiskaltrust RKSV.Sign'],
      [second.serial, 'fiskaltrust RKSV.Sign'],
    ]);
    expect(commissioned.register.lastReceipts[0].machineCode).toMatch(/^_R1-AT2_KASSE-FT_1_/);
    await paidOrder();
    expect(await lastReceipt()).toMatchObject({ kind: 'SALE', signed: true, key_id: first.serial });
    first.down = true;
    await paidOrder();
    expect(await lastReceipt()).toMatchObject({ kind: 'SALE', signed: true, key_id: second.serial });
    first.down = false;
    await paidOrder();
    expect(await lastReceipt()).toMatchObject({ kind: 'SALE', signed: true, key_id: first.serial });

    const dep = (await rksv('get', '/dep').expect(200)).body;
    expect(dep['Belege-Gruppe']).toHaveLength(3);
    const verdict = await verifyDep(dep, (await rksv('get', '/crypto-container').expect(200)).body);
    expect(verdict).toMatchObject({ valid: true, receipts: 4, signed: 4 });
  });
});
