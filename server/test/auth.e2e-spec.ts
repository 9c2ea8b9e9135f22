import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { startTableSession } from './support/guest.js';
import { adminToken, bearer, createStaff, loginAs, staffWithRoles } from './support/staff.js';
import { startTestApp, TEST_ADMIN, type TestApp } from './support/test-app.js';

const PASSWORD = 'a-good-password';

describe('staff authentication API', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t);
  });
  afterAll(() => t.close());

  describe('POST /api/auth', () => {
    it('logs the admin in with jwt, userID, username and roles, never the hash', async () => {
      const res = await t.http.post('/api/auth').send(TEST_ADMIN).expect(200);
      expect(Object.keys(res.body).sort()).toEqual(['createdAt', 'jwt', 'roles', 'updatedAt', 'userID', 'username']);
      expect(res.body).toMatchObject({ username: 'admin', roles: ['ADMIN'] });
      expect(typeof res.body.userID).toBe('number');
      expect(res.body.jwt.split('.')).toHaveLength(3);
      expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash/i);
    });

    it('issues an HS256 staff token with an expiry and the roles in the payload', async () => {
      const [header, payload] = admin
        .split('.')
        .slice(0, 2)
        .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')));
      expect(header.alg).toBe('HS256');
      expect(payload).toMatchObject({ username: 'admin', roles: ['ADMIN'], aud: 'tischlein-staff' });
      expect(payload.exp - payload.iat).toBe(12 * 3600);
    });

    it('accepts the username in any case', async () => {
      await t.http.post('/api/auth').send({ username: 'ADMIN', password: TEST_ADMIN.password }).expect(200);
    });

    it('answers a wrong password and an unknown user alike with 401 "Login fehlgeschlagen."', async () => {
      const wrong = await t.http.post('/api/auth').send({ username: 'admin', password: 'nope-nope' }).expect(401);
      const unknown = await t.http.post('/api/auth').send({ username: 'nobody', password: 'nope-nope' }).expect(401);
      expect(wrong.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Login fehlgeschlagen.' });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('requires both fields and reports each missing one', async () => {
      const res = await t.http.post('/api/auth').send({}).expect(400);
      expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['password', 'username']);
      const blank = await t.http.post('/api/auth').send({ username: '', password: 'x' }).expect(400);
      expect(blank.body.errors).toEqual([{ field: 'username', message: 'Pflichtfeld' }]);
      await t.http.post('/api/auth').send({ username: 'admin', password: 12345678 }).expect(400);
      await t.http
        .post('/api/auth')
        .send({ username: 'admin', password: 'x', roles: ['ADMIN'] })
        .expect(400);
    });

    it('refuses unreadable JSON and oversized fields with 400', async () => {
      await t.http.post('/api/auth').set('Content-Type', 'application/json').send('{"username":').expect(400);
      await t.http
        .post('/api/auth')
        .send({ username: 'a'.repeat(101), password: 'x' })
        .expect(400);
      const nul = await t.http.post('/api/auth').send({ username: 'admin\u0000', password: 'x' }).expect(400);
      expect(nul.body.errors).toEqual([{ field: 'username', message: 'enthält unerlaubte Steuerzeichen' }]);
      await t.http.post('/api/auth').send([]).expect(400);
    });

    it('refuses an account without any role with 403 "Kein Admin-Benutzer! Zugriff verweigert."', async () => {
      await createStaff(t, admin, { username: 'norole', password: PASSWORD, roles: [] });
      const res = await t.http.post('/api/auth').send({ username: 'norole', password: PASSWORD }).expect(403);
      expect(res.body.message).toBe('Kein Admin-Benutzer! Zugriff verweigert.');
    });

    it('lets WAITER and KITCHEN accounts log in with their roles', async () => {
      await createStaff(t, admin, { username: 'kellnerin', password: PASSWORD, roles: ['WAITER'] });
      await createStaff(t, admin, { username: 'koch', password: PASSWORD, roles: ['KITCHEN', 'WAITER'] });
      expect((await t.http.post('/api/auth').send({ username: 'kellnerin', password: PASSWORD }).expect(200)).body.roles).toEqual([
        'WAITER',
      ]);
      expect((await t.http.post('/api/auth').send({ username: 'koch', password: PASSWORD }).expect(200)).body.roles).toEqual([
        'WAITER',
        'KITCHEN',
      ]);
    });
  });

  describe('GET /api/auth', () => {
    it('returns the logged-in user without a jwt', async () => {
      const res = await t.http.get('/api/auth').set(bearer(admin)).expect(200);
      expect(res.body).toEqual({
        userID: expect.any(Number),
        username: 'admin',
        roles: ['ADMIN'],
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    });

    it('works for a WAITER too', async () => {
      const waiter = await staffWithRoles(t, admin, ['WAITER']);
      expect((await t.http.get('/api/auth').set(bearer(waiter.jwt)).expect(200)).body.username).toBe(waiter.username);
    });

    it('answers 401 without a token, with garbage, or with a guest session token', async () => {
      const none = await t.http.get('/api/auth').expect(401);
      expect(none.body.message).toBe('Nicht angemeldet oder Sitzung abgelaufen.');
      await t.http.get('/api/auth').set(bearer('not.a.token')).expect(401);
      await t.http.get('/api/auth').set('Authorization', 'Basic YWRtaW46YWRtaW4=').expect(401);
      const session = await startTableSession(t);
      await t.http.get('/api/auth').set(bearer(session.jwt)).expect(401);
    });

    it('refuses the token of a deleted account', async () => {
      const gone = await staffWithRoles(t, admin, ['WAITER']);
      await t.http.delete(`/api/user/${gone.userId}`).set(bearer(admin)).expect(200);
      await t.http.get('/api/auth').set(bearer(gone.jwt)).expect(401);
    });
  });

  describe('POST /api/auth/register', () => {
    it('lets an ADMIN register an account and answers its jwt and data', async () => {
      const res = await t.http
        .post('/api/auth/register')
        .set(bearer(admin))
        .send({ username: 'neu', password: PASSWORD, roles: ['KITCHEN', 'KITCHEN'] })
        .expect(201);
      expect(res.body).toMatchObject({ username: 'neu', roles: ['KITCHEN'] });
      expect((await t.http.get('/api/auth').set(bearer(res.body.jwt)).expect(200)).body.username).toBe('neu');
    });

    it('refuses registration without a token (401) or by a non-admin (403) once accounts exist', async () => {
      const body = { username: 'eindringling', password: PASSWORD };
      await t.http.post('/api/auth/register').send(body).expect(401);
      await t.http.post('/api/auth/register').set(bearer('bad.token.here')).send(body).expect(401);
      const waiter = await staffWithRoles(t, admin, ['WAITER']);
      await t.http.post('/api/auth/register').set(bearer(waiter.jwt)).send(body).expect(403);
    });

    it('validates the new account like POST /api/user', async () => {
      const res = await t.http.post('/api/auth/register').set(bearer(admin)).send({ username: 'ab', password: 'short' }).expect(400);
      expect(res.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'username', message: 'muss 3 bis 50 Zeichen lang sein' },
          { field: 'password', message: 'Min. 8 Zeichen' },
        ]),
      );
      await t.http.post('/api/auth/register').set(bearer(admin)).send({ username: 'Admin', password: PASSWORD }).expect(409);
    });
  });

  describe('token versions', () => {
    it('stops accepting tokens issued before a password change', async () => {
      const waiter = await staffWithRoles(t, admin, ['WAITER']);
      const res = await t.http
        .put(`/api/user/${waiter.userId}`)
        .set(bearer(waiter.jwt))
        .send({ password: 'new-password-1', currentPassword: waiter.password })
        .expect(200);
      await t.http.get('/api/auth').set(bearer(waiter.jwt)).expect(401);
      await t.http.get('/api/auth').set(bearer(res.body.jwt)).expect(200);
      await t.http.post('/api/auth').send({ username: waiter.username, password: waiter.password }).expect(401);
      await loginAs(t, waiter.username, 'new-password-1');
    });

    it('ends the tokens of an account that loses a role, even a token that still names it', async () => {
      const boss = await staffWithRoles(t, admin, ['ADMIN']);
      await t.http.get('/api/user').set(bearer(boss.jwt)).expect(200);
      await t.http
        .put(`/api/user/${boss.userId}`)
        .set(bearer(admin))
        .send({ roles: ['WAITER'] })
        .expect(200);
      await t.http.get('/api/user').set(bearer(boss.jwt)).expect(401);
      const again = await loginAs(t, boss.username, boss.password);
      await t.http.get('/api/user').set(bearer(again)).expect(403);
      await t.http.get('/api/admin/orders').set(bearer(again)).expect(200);
    });

    it('keeps the tokens of an account that only gains a role', async () => {
      const cook = await staffWithRoles(t, admin, ['KITCHEN']);
      await t.http
        .put(`/api/user/${cook.userId}`)
        .set(bearer(admin))
        .send({ roles: ['KITCHEN', 'WAITER'] })
        .expect(200);
      await t.http.get('/api/auth').set(bearer(cook.jwt)).expect(200);
    });

    it('ends the tokens of a deleted account', async () => {
      const leaver = await staffWithRoles(t, admin, ['WAITER']);
      await t.http.delete(`/api/user/${leaver.userId}`).set(bearer(admin)).expect(200);
      await t.http.get('/api/auth').set(bearer(leaver.jwt)).expect(401);
    });
  });
});

// Its own app, after the main one is closed: passport strategies are process-wide, so the last app booted wins.
describe('first account registration', () => {
  it('lets anyone register the first account, which becomes ADMIN, and only once', async () => {
    const fresh = await startTestApp({ seedDemo: false });
    try {
      await fresh.app.get(DataSource).query('DELETE FROM users');
      const res = await fresh.http
        .post('/api/auth/register')
        .send({ username: 'chefin', password: PASSWORD, roles: ['WAITER'] })
        .expect(201);
      expect(res.body).toMatchObject({ username: 'chefin', roles: ['ADMIN'] });
      await fresh.http.get('/api/user').set(bearer(res.body.jwt)).expect(200);
      await fresh.http.post('/api/auth/register').send({ username: 'zweite', password: PASSWORD }).expect(401);
    } finally {
      await fresh.close();
    }
  });
});
