import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { adminToken, bearer } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('support contact (GET /api/app-metadata/support)', () => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = bearer(await adminToken(t));
  });
  afterAll(() => t.close());

  it('answers only email, phone and website of the app info, without a token', async () => {
    await t.http
      .put('/api/admin/app-info')
      .set(admin)
      .send({ email: 'hilfe@tischlein.at', phone: '+43 1 234', website: 'https://tischlein.at', iban: 'AT611904300234573201' })
      .expect(200);
    const res = await t.http.get('/api/app-metadata/support').expect(200);
    expect(res.body).toEqual({ email: 'hilfe@tischlein.at', phone: '+43 1 234', website: 'https://tischlein.at' });
  });

  it('answers name, address and contact of the restaurant for the accessibility statement, without a token', async () => {
    await t.http
      .put('/api/admin/app-info')
      .set(admin)
      .send({ appName: 'Gasthaus Tischlein', appStreet: 'Hauptplatz 1', appZipCode: '8010', appCity: 'Graz', companyName: null })
      .expect(200);
    const res = await t.http.get('/api/app-metadata/provider').expect(200);
    expect(res.body).toEqual({
      appName: 'Gasthaus Tischlein',
      companyName: null,
      appStreet: 'Hauptplatz 1',
      appZipCode: '8010',
      appCity: 'Graz',
      email: 'hilfe@tischlein.at',
      phone: '+43 1 234',
      website: 'https://tischlein.at',
    });
  });

  it('answers null for a contact that is not set', async () => {
    await t.http.put('/api/admin/app-info').set(admin).send({ phone: '', website: null }).expect(200);
    const res = await t.http.get('/api/app-metadata/support').expect(200);
    expect(res.body).toEqual({ email: 'hilfe@tischlein.at', phone: null, website: null });
  });

  it("shows the product's documentation as pages, without a token; an unknown one is 404", async () => {
    const res = await t.http.get('/api/product-docs/deployment').expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('<h1>Deployment</h1>');
    expect(res.text).toContain('<title>Betrieb und Installation – Tischlein</title>');
    expect(res.text).toContain('<a href="/api/product-docs/security">Sicherheit</a>');
    expect(res.text).toMatch(/<table>[\s\S]*<td><code>pgdata\/<\/code><\/td>/);
    expect((await t.http.get('/api/product-docs/readme').expect(200)).text).toContain('npm install &amp;&amp; npm start');
    expect((await t.http.get('/api/product-docs/rksv').expect(200)).text).toContain('<h1>The cash register under the RKSV</h1>');
    expect((await t.http.get('/api/product-docs/stations').expect(200)).text).toContain('<h1>Stations and printing</h1>');
    for (const name of ['decisions', '..%2Fpackage.json', 'constructor', 'toString'])
      await t.http.get(`/api/product-docs/${name}`).expect(404);
  });
});
