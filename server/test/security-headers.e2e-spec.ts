import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('security headers over plain HTTP and over https', () => {
  let plain: TestApp;
  let secure: TestApp;

  beforeAll(async () => {
    plain = await startTestApp({ env: { PUBLIC_URL: 'http://192.168.1.20:3000' } });
    secure = await startTestApp({ env: { PUBLIC_URL: 'https://tisch.example' } });
  });
  afterAll(async () => {
    await plain.close();
    await secure.close();
  });

  it('sends neither HSTS nor upgrade-insecure-requests when the product is served over http', async () => {
    const res = await plain.http.get('/api/health').expect(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends both when PUBLIC_URL is https', async () => {
    const res = await secure.http.get('/api/health').expect(200);
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
