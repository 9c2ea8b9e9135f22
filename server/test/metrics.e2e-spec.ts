import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { adminToken, bearer, staffWithRoles } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('server metrics API', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let adminJwt: string;

  beforeAll(async () => {
    t = await startTestApp();
    adminJwt = await adminToken(t);
    admin = bearer(adminJwt);
  });
  afterAll(() => t.close());

  it('refuses callers without a token (401) and staff without ADMIN (403)', async () => {
    await t.http.get('/api/admin/metrics').expect(401);
    for (const role of ['KITCHEN', 'WAITER'] as const) {
      const staff = bearer((await staffWithRoles(t, adminJwt, [role])).jwt);
      await t.http.get('/api/admin/metrics').set(staff).expect(403);
    }
  });

  it('answers memory and event-loop delay of the process', async () => {
    const res = await t.http.get('/api/admin/metrics').set(admin).expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['eventLoopDelay', 'heapUsedBytes', 'rssBytes']);
    expect(Object.keys(res.body.eventLoopDelay).sort()).toEqual(['maxMs', 'p50Ms', 'p99Ms']);
    expect(res.body.rssBytes).toBeGreaterThan(res.body.heapUsedBytes);
    expect(res.body.heapUsedBytes).toBeGreaterThan(0);
    const { p50Ms, p99Ms, maxMs } = res.body.eventLoopDelay as Record<string, number>;
    expect(p50Ms).toBeGreaterThanOrEqual(0);
    expect(p99Ms).toBeGreaterThanOrEqual(p50Ms);
    expect(maxMs).toBeGreaterThanOrEqual(p99Ms);
  });

  it('accepts reset=true and refuses a reset that is not a boolean', async () => {
    await t.http.get('/api/admin/metrics?reset=true').set(admin).expect(200);
    await t.http.get('/api/admin/metrics?reset=maybe').set(admin).expect(400);
  });
});
