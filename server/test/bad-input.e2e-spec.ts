import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { asGuest, startTableSession } from './support/guest.js';
import { adminToken, bearer } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Bad input of every kind gets a clear 4xx naming the problem, never a 500, and changes nothing. */
describe('bad input', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t);
  });
  afterAll(() => t.close());

  const deepJson = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

  it('refuses a body nested 3,000 levels deep with 400 before any token is checked', async () => {
    for (const path of ['/api/auth', '/api/sessions/start/takeaway', '/api/admin/tables']) {
      const res = await t.http.post(path).set('Content-Type', 'application/json').send(deepJson(3000));
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/zu tief verschachtelt/);
    }
  });

  it('refuses a NUL byte or another control character in any text field with 400 naming the field', async () => {
    const login = await t.http.post('/api/auth').send({ username: 'admin\u0000', password: 'whatever-123' });
    expect(login.status).toBe(400);
    expect(login.body.errors).toEqual([{ field: 'username', message: 'enthält unerlaubte Steuerzeichen' }]);

    const order = await t.http.post('/api/admin/tables').set(bearer(admin)).send({ tableNumber: 77, seatingCapacity: 2, note: 'x\u0000' });
    expect(order.status).toBe(400);
    expect(order.body.errors[0].field).toBe('note');

    const session = await startTableSession(t);
    const orderId = await (async () => {
      const guest = asGuest(t, session);
      await guest.add({ menuItemId: 1, quantity: 1 }).expect(201);
      return (await guest.checkout().expect(201)).body.orderId as number;
    })();
    for (const note of ['Bitte \u0000 schnell', 'Escape \u001b[31m', 'Glocke \u0007']) {
      const res = await t.http.patch(`/api/admin/orders/${orderId}`).set(bearer(admin)).send({ note });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'note', message: 'enthält unerlaubte Steuerzeichen' }]);
    }
    const kept = await t.http.patch(`/api/admin/orders/${orderId}`).set(bearer(admin)).send({ note: 'Ohne Zwiebel\n\tbitte' }).expect(200);
    expect(kept.body.note).toBe('Ohne Zwiebel\n\tbitte');
  });

  it('refuses control characters in query strings too (no database error)', async () => {
    const res = await t.http.get('/api/admin/orders?q=%00').set(bearer(admin));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'q', message: 'enthält unerlaubte Steuerzeichen' }]);
  });

  it('refuses half a surrogate pair in any text with 400 naming the field, and changes nothing', async () => {
    const before = (await t.http.get('/api/admin/app-info').set(bearer(admin)).expect(200)).body;
    // As JSON on the wire: "\udfff" alone is valid JSON, but no character (validator's isEmail threw on it: 500).
    const body = JSON.stringify({ ...before, email: 'info@example.at' }).replace('info@example.at', 'a\\udfffb@example.at');
    const res = await t.http.put('/api/admin/app-info').set(bearer(admin)).set('Content-Type', 'application/json').send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'email', message: 'enthält ungültige Zeichen (kein gültiges Unicode)' }]);
    expect((await t.http.get('/api/admin/app-info').set(bearer(admin)).expect(200)).body).toEqual(before);
    // Whole pairs are characters like any other.
    const kept = { ...before, appDescription: 'Grüße 😀' };
    expect((await t.http.put('/api/admin/app-info').set(bearer(admin)).send(kept).expect(200)).body.appDescription).toBe('Grüße 😀');
  });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses the key %s', async (key) => {
    const res = await t.http
      .post('/api/auth')
      .set('Content-Type', 'application/json')
      .send(`{"username":"admin","password":"x-12345678","${key}":{"roles":["ADMIN"]}}`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: key, message: 'ist als Feldname nicht erlaubt' }]);
  });

  it('accepts JSON only: a form post to the login is refused with 415', async () => {
    const form = await t.http.post('/api/auth').type('form').send({ username: 'admin', password: 'admin-test-password' });
    expect(form.status).toBe(415);
    const text = await t.http
      .post('/api/auth')
      .set('Content-Type', 'text/plain')
      .send('{"username":"admin","password":"admin-test-password"}');
    expect(text.status).toBe(415);
    expect(text.body.message).toBe('Nur JSON (Content-Type: application/json) wird angenommen.');
  });
});
