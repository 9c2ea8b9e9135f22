import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { adminToken, bearer, createStaff, loginAs, staffWithRoles } from './support/staff.js';
import { startTestApp, TEST_ADMIN, type TestApp } from './support/test-app.js';

const PASSWORD = 'a-good-password';

describe('staff accounts API', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t);
    adminId = (await t.http.get('/api/auth').set(bearer(admin))).body.userID;
  });
  afterAll(() => t.close());

  const asAdmin = () => ({
    get: (path: string) => t.http.get(path).set(bearer(admin)),
    post: (path: string, body: object) => t.http.post(path).set(bearer(admin)).send(body),
    put: (path: string, body: object) => t.http.put(path).set(bearer(admin)).send(body),
    delete: (path: string) => t.http.delete(path).set(bearer(admin)),
  });

  describe('GET /api/roles', () => {
    it('lists ADMIN, WAITER and KITCHEN for any staff member', async () => {
      await asAdmin().get('/api/roles').expect(200, ['ADMIN', 'WAITER', 'KITCHEN']);
      const kitchen = await staffWithRoles(t, admin, ['KITCHEN']);
      await t.http.get('/api/roles').set(bearer(kitchen.jwt)).expect(200, ['ADMIN', 'WAITER', 'KITCHEN']);
      await t.http.get('/api/roles').expect(401);
    });
  });

  describe('POST /api/user', () => {
    it('creates an account and answers it with its userID and timestamps, never the hash', async () => {
      const res = await asAdmin()
        .post('/api/user', { username: 'service1', password: PASSWORD, roles: ['WAITER'] })
        .expect(201);
      expect(res.body).toEqual({
        userID: expect.any(Number),
        username: 'service1',
        roles: ['WAITER'],
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      await loginAs(t, 'service1', PASSWORD);
    });

    it('de-duplicates roles and keeps them in the server order', async () => {
      const res = await asAdmin()
        .post('/api/user', { username: 'multi', password: PASSWORD, roles: ['KITCHEN', 'ADMIN', 'KITCHEN'] })
        .expect(201);
      expect(res.body.roles).toEqual(['ADMIN', 'KITCHEN']);
    });

    it('creates an account without roles when none are given', async () => {
      expect((await asAdmin().post('/api/user', { username: 'ohne-rolle', password: PASSWORD }).expect(201)).body.roles).toEqual([]);
    });

    it('trims the username', async () => {
      expect((await asAdmin().post('/api/user', { username: '  getrimmt ', password: PASSWORD }).expect(201)).body.username).toBe(
        'getrimmt',
      );
    });

    it('refuses a username taken in any case with 409', async () => {
      await asAdmin().post('/api/user', { username: 'Doppelt', password: PASSWORD, roles: [] }).expect(201);
      const res = await asAdmin().post('/api/user', { username: 'dOPPELT', password: PASSWORD, roles: [] }).expect(409);
      expect(res.body.message).toBe('Dieser Benutzername ist bereits vergeben.');
      await asAdmin().post('/api/user', { username: 'ADMIN', password: PASSWORD }).expect(409);
    });

    it('refuses look-alikes of an existing name: other case, full-width letters, Cyrillic letters', async () => {
      await asAdmin().post('/api/user', { username: 'Admin', password: PASSWORD }).expect(409);
      const wide = await asAdmin().post('/api/user', { username: 'ａｄｍｉｎ', password: PASSWORD }).expect(409);
      expect(wide.body.message).toBe('Dieser Benutzername ist bereits vergeben.');
      const cyrillic = await asAdmin().post('/api/user', { username: '\u0430dmin', password: PASSWORD }).expect(400);
      expect(cyrillic.body.errors).toEqual([
        { field: 'username', message: 'darf nur Buchstaben a–z (auch ä, ö, ü, ß), Ziffern und . _ - @ enthalten' },
      ]);
      await asAdmin().post('/api/user', { username: 'кельнер', password: PASSWORD }).expect(400);
      const [{ n }] = await t.app.get(DataSource).query("SELECT count(*)::int AS n FROM users WHERE lower(username) LIKE '%dmin'");
      expect(n).toBe(1);
    });

    it('keeps German names and stores them in Unicode NFKC; one logs in with any case or width', async () => {
      const res = await asAdmin()
        .post('/api/user', { username: 'Jürgen.Groß', password: PASSWORD, roles: ['WAITER'] })
        .expect(201);
      expect(res.body.username).toBe('Jürgen.Groß');
      await asAdmin().post('/api/user', { username: 'jürgen.groß', password: PASSWORD }).expect(409);
      // "ü" written as u + combining diaeresis is the same name after NFKC.
      await asAdmin().post('/api/user', { username: 'Ju\u0308rgen.Groß', password: PASSWORD }).expect(409);
      await t.http.post('/api/auth').send({ username: 'JÜRGEN.GROß', password: PASSWORD }).expect(200);
      await t.http.post('/api/auth').send({ username: 'ｊüｒｇｅｎ.ｇｒｏß', password: PASSWORD }).expect(200);
    });

    it('lets the database decide when two admins create the same name at once', async () => {
      const answers = await Promise.all(
        ['Zwilling', 'zwilling', 'ZWILLING'].map((username) => asAdmin().post('/api/user', { username, password: PASSWORD })),
      );
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    });

    it.each([
      [{ password: PASSWORD }, 'username', 'Benutzername & Passwort erforderlich'],
      [{ username: 'x1x', password: '' }, 'password', 'Benutzername & Passwort erforderlich'],
      [{ username: '   ', password: PASSWORD }, 'username', 'Benutzername & Passwort erforderlich'],
      [{ username: 'ab', password: PASSWORD }, 'username', 'muss 3 bis 50 Zeichen lang sein'],
      [{ username: 'a'.repeat(51), password: PASSWORD }, 'username', 'darf höchstens 50 Zeichen lang sein'],
      [
        { username: 'mit leerzeichen', password: PASSWORD },
        'username',
        'darf nur Buchstaben a–z (auch ä, ö, ü, ß), Ziffern und . _ - @ enthalten',
      ],
      [{ username: 'kurzpw', password: '1234567' }, 'password', 'Min. 8 Zeichen'],
      [{ username: 'langpw', password: 'x'.repeat(201) }, 'password', 'darf höchstens 200 Zeichen lang sein'],
      [{ username: 'zahlpw', password: 12345678 }, 'password', 'Benutzername & Passwort erforderlich'],
      [{ username: 'nulpw', password: 'pass\u0000word1' }, 'password', 'enthält unerlaubte Steuerzeichen'],
      [{ username: { name: 'x' }, password: PASSWORD }, 'username', 'Benutzername & Passwort erforderlich'],
      [{ username: 'badrole', password: PASSWORD, roles: ['CHEF'] }, 'roles', 'unbekannte Rolle (erlaubt: ADMIN, WAITER, KITCHEN)'],
      [{ username: 'badrole2', password: PASSWORD, roles: 'ADMIN' }, 'roles', 'muss eine Liste von Rollen sein'],
      [{ username: 'extra', password: PASSWORD, tokenVersion: 5 }, 'tokenVersion', 'ist kein erlaubtes Feld'],
    ])('refuses %j with 400 and a message on the field', async (body, field, message) => {
      const res = await asAdmin().post('/api/user', body).expect(400);
      expect(res.body.errors).toContainEqual({ field, message });
    });

    it('accepts a password of exactly 8 characters', async () => {
      await asAdmin()
        .post('/api/user', { username: 'genau8', password: '12345678', roles: ['KITCHEN'] })
        .expect(201);
      await loginAs(t, 'genau8', '12345678');
    });
  });

  describe('GET /api/user', () => {
    it('pages the accounts as {content, totalElements, page, size}, sorted by username', async () => {
      for (const name of ['liste-a', 'liste-b', 'liste-c'])
        await createStaff(t, admin, { username: name, password: PASSWORD, roles: ['WAITER'] });
      const all = (await asAdmin().get('/api/user?size=1000').expect(200)).body;
      expect(all.page).toBe(0);
      expect(all.size).toBe(1000);
      expect(all.totalElements).toBe(all.content.length);
      const names = all.content.map((u: { username: string }) => u.username);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
      const second = (await asAdmin().get('/api/user?q=liste-&page=1&size=2').expect(200)).body;
      expect(second).toMatchObject({ totalElements: 3, page: 1, size: 2 });
      expect(second.content.map((u: { username: string }) => u.username)).toEqual(['liste-c']);
      expect(JSON.stringify(all)).not.toMatch(/passwordHash|argon2|tokenVersion/);
    });

    it('sorts descending and by creation time on request', async () => {
      const desc = (await asAdmin().get('/api/user?q=liste-&sort=username,desc').expect(200)).body.content;
      expect(desc.map((u: { username: string }) => u.username)).toEqual(['liste-c', 'liste-b', 'liste-a']);
      const byCreation = (await asAdmin().get('/api/user?sort=createdAt,asc&size=1').expect(200)).body.content;
      expect(byCreation[0].username).toBe('admin');
    });

    it('searches by name or role and filters by role', async () => {
      await createStaff(t, admin, { username: 'kuechenchef', password: PASSWORD, roles: ['KITCHEN'] });
      const byName = (await asAdmin().get('/api/user?q=ÜCHEN').expect(200)).body.content;
      expect(byName).toEqual([]);
      const byRole = (await asAdmin().get('/api/user?q=kitch&size=1000').expect(200)).body.content;
      expect(byRole.map((u: { username: string }) => u.username)).toContain('kuechenchef');
      const kitchen = (await asAdmin().get('/api/user?role=kitchen&size=1000').expect(200)).body.content;
      expect(kitchen.length).toBeGreaterThan(0);
      expect(kitchen.every((u: { roles: string[] }) => u.roles.includes('KITCHEN'))).toBe(true);
      const admins = (await asAdmin().get('/api/user?role=ADMIN&q=admin').expect(200)).body.content;
      expect(admins.map((u: { username: string }) => u.username)).toContain('admin');
    });

    it('treats % and _ in the search as plain characters', async () => {
      expect((await asAdmin().get('/api/user?q=%25').expect(200)).body.totalElements).toBe(0);
      expect((await asAdmin().get('/api/user?q=_').expect(200)).body.totalElements).toBe(0);
    });

    it.each([
      ['page=-1'],
      ['size=0'],
      ['size=1001'],
      ['page=abc'],
      ['sort=passwordHash,asc'],
      ['sort=username,sideways'],
      ['role=CHEF'],
      ['foo=bar'],
      ['q=%00'],
      ['q[]=a'],
      ['page=1&page=2'],
      ['role=ADMIN&role=WAITER'],
    ])('refuses the query %s with 400', async (query) => {
      await asAdmin().get(`/api/user?${query}`).expect(400);
    });

    it('is for admins only', async () => {
      const waiter = await staffWithRoles(t, admin, ['WAITER']);
      await t.http.get('/api/user').set(bearer(waiter.jwt)).expect(403);
      await t.http.get('/api/user').expect(401);
    });
  });

  describe('GET /api/user/{id}', () => {
    it('lets an admin read any account and a staff member their own, nobody else’s', async () => {
      const waiter = await staffWithRoles(t, admin, ['WAITER']);
      const other = await staffWithRoles(t, admin, ['KITCHEN']);
      expect((await asAdmin().get(`/api/user/${waiter.userId}`).expect(200)).body.username).toBe(waiter.username);
      const own = (await t.http.get(`/api/user/${waiter.userId}`).set(bearer(waiter.jwt)).expect(200)).body;
      expect(own).toMatchObject({ userID: waiter.userId, username: waiter.username, roles: ['WAITER'] });
      expect(own.createdAt).toEqual(expect.any(String));
      await t.http.get(`/api/user/${other.userId}`).set(bearer(waiter.jwt)).expect(403);
      await t.http.get(`/api/user/${adminId}`).set(bearer(waiter.jwt)).expect(403);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      await asAdmin().get('/api/user/999999').expect(404);
      await asAdmin().get('/api/user/abc').expect(400);
      await asAdmin().get('/api/user/0').expect(400);
      await asAdmin().get('/api/user/99999999999999999999').expect(400);
    });
  });

  describe('PUT /api/user/{id}', () => {
    it('lets an admin change roles (de-duplicated) and password; the username stays', async () => {
      const staff = await staffWithRoles(t, admin, ['WAITER']);
      const res = await asAdmin()
        .put(`/api/user/${staff.userId}`, { roles: ['KITCHEN', 'WAITER', 'KITCHEN'], password: 'changed-by-admin' })
        .expect(200);
      expect(res.body).toMatchObject({ userID: staff.userId, username: staff.username, roles: ['WAITER', 'KITCHEN'] });
      expect(res.body.jwt).toBeUndefined();
      await loginAs(t, staff.username, 'changed-by-admin');
      await t.http.get('/api/auth').set(bearer(staff.jwt)).expect(401);
    });

    it('leaves the password unchanged when it is empty or absent, and the token valid', async () => {
      const staff = await staffWithRoles(t, admin, ['WAITER']);
      // The edit form sends the locked username back.
      await asAdmin()
        .put(`/api/user/${staff.userId}`, { username: staff.username, password: '', roles: ['WAITER'] })
        .expect(200);
      await asAdmin()
        .put(`/api/user/${staff.userId}`, { password: '', roles: ['WAITER'] })
        .expect(200);
      await asAdmin().put(`/api/user/${staff.userId}`, {}).expect(200);
      await asAdmin().put(`/api/user/${staff.userId}`, { password: null, username: null }).expect(200);
      await loginAs(t, staff.username, staff.password);
      await t.http.get('/api/auth').set(bearer(staff.jwt)).expect(200);
    });

    it('refuses a username change, a short password and unknown roles with 400', async () => {
      const staff = await staffWithRoles(t, admin, ['WAITER']);
      const rename = await asAdmin().put(`/api/user/${staff.userId}`, { username: 'umbenannt' }).expect(400);
      expect(rename.body.errors).toEqual([{ field: 'username', message: 'Der Benutzername kann nicht geändert werden.' }]);
      await asAdmin().put(`/api/user/${staff.userId}`, { username: staff.username.toUpperCase() }).expect(400);
      await asAdmin().put(`/api/user/${staff.userId}`, { userID: staff.userId }).expect(400);
      const short = await asAdmin().put(`/api/user/${staff.userId}`, { password: 'kurz' }).expect(400);
      expect(short.body.errors).toEqual([{ field: 'password', message: 'Min. 8 Zeichen' }]);
      await asAdmin()
        .put(`/api/user/${staff.userId}`, { roles: ['ROOT'] })
        .expect(400);
    });

    it('lets a staff member change their own password and answers a fresh token', async () => {
      const waiter = await staffWithRoles(t, admin, ['WAITER']);
      const before = (await asAdmin().get(`/api/user/${waiter.userId}`)).body.updatedAt;
      const res = await t.http
        .put(`/api/user/${waiter.userId}`)
        .set(bearer(waiter.jwt))
        .send({ password: 'my-own-new-password', currentPassword: waiter.password })
        .expect(200);
      expect(res.body).toMatchObject({ userID: waiter.userId, roles: ['WAITER'], jwt: expect.any(String) });
      expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThan(new Date(before).getTime());
      await t.http.get('/api/auth').set(bearer(waiter.jwt)).expect(401);
      await t.http.get('/api/auth').set(bearer(res.body.jwt)).expect(200);
      await loginAs(t, waiter.username, 'my-own-new-password');
    });

    it('refuses a non-admin changing roles (even their own) or another account with 403', async () => {
      const waiter = await staffWithRoles(t, admin, ['WAITER']);
      const other = await staffWithRoles(t, admin, ['KITCHEN']);
      await t.http
        .put(`/api/user/${waiter.userId}`)
        .set(bearer(waiter.jwt))
        .send({ roles: ['ADMIN'] })
        .expect(403);
      await t.http
        .put(`/api/user/${waiter.userId}`)
        .set(bearer(waiter.jwt))
        .send({ password: 'new-password-1', roles: ['WAITER'] })
        .expect(403);
      await t.http.put(`/api/user/${other.userId}`).set(bearer(waiter.jwt)).send({ password: 'new-password-1' }).expect(403);
      await t.http.put(`/api/user/${adminId}`).set(bearer(waiter.jwt)).send({ password: 'new-password-1' }).expect(403);
      await loginAs(t, other.username, other.password);
      expect((await t.http.get('/api/auth').set(bearer(waiter.jwt)).expect(200)).body.roles).toEqual(['WAITER']);
    });

    it('lets an admin change their own password and keep working with the answered token', async () => {
      const boss = await staffWithRoles(t, admin, ['ADMIN']);
      const res = await t.http
        .put(`/api/user/${boss.userId}`)
        .set(bearer(boss.jwt))
        .send({ password: 'boss-new-password', currentPassword: boss.password })
        .expect(200);
      await t.http.get('/api/user').set(bearer(res.body.jwt)).expect(200);
    });

    it.each([['WAITER'], ['ADMIN']] as const)(
      'refuses a %s changing their own password without the right current one, and changes nothing',
      async (role) => {
        const member = await staffWithRoles(t, admin, [role]);
        const changeOwn = (body: object) => t.http.put(`/api/user/${member.userId}`).set(bearer(member.jwt)).send(body);
        const missing = await changeOwn({ password: 'a-new-password' }).expect(400);
        expect(missing.body).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message: 'Bitte das aktuelle Passwort angeben.',
          errors: [{ field: 'currentPassword', message: 'Bitte das aktuelle Passwort angeben.' }],
        });
        await changeOwn({ password: 'a-new-password', currentPassword: '' }).expect(400);
        const wrong = await changeOwn({ password: 'a-new-password', currentPassword: 'not-my-password' }).expect(400);
        expect(wrong.body).toMatchObject({
          message: 'Das aktuelle Passwort ist falsch.',
          errors: [{ field: 'currentPassword', message: 'Das aktuelle Passwort ist falsch.' }],
        });
        // Nothing changed: the old password logs in, the old token still works.
        await t.http.get('/api/auth').set(bearer(member.jwt)).expect(200);
        await t.http.post('/api/auth').send({ username: member.username, password: 'a-new-password' }).expect(401);
        await loginAs(t, member.username, member.password);
        const changed = await changeOwn({ password: 'a-new-password', currentPassword: member.password }).expect(200);
        expect(changed.body.jwt).toEqual(expect.any(String));
        await loginAs(t, member.username, 'a-new-password');
      },
    );

    it("needs no current password for roles alone, nor for an admin setting another account's password", async () => {
      const waiter = await staffWithRoles(t, admin, ['WAITER']);
      await asAdmin().put(`/api/user/${waiter.userId}`, { password: 'set-by-the-admin' }).expect(200);
      await loginAs(t, waiter.username, 'set-by-the-admin');
      await asAdmin()
        .put(`/api/user/${adminId}`, { roles: ['ADMIN'] })
        .expect(200);
      await t.http.get('/api/auth').set(bearer(admin)).expect(200);
    });

    it('refuses a current password that is not text, as one field error', async () => {
      const res = await asAdmin().put(`/api/user/${adminId}`, { password: 'a-new-password', currentPassword: 12345678 }).expect(400);
      expect(res.body.errors).toEqual([{ field: 'currentPassword', message: 'Bitte das aktuelle Passwort angeben.' }]);
    });

    it('answers 404 for an unknown account', async () => {
      await asAdmin().put('/api/user/999999', { roles: [] }).expect(404);
    });
  });

  describe('the last admin', () => {
    it('can not lose the ADMIN role while no other admin exists (409), but can once there is one', async () => {
      await removeOtherAdmins();
      const res = await asAdmin()
        .put(`/api/user/${adminId}`, { roles: ['WAITER'] })
        .expect(409);
      expect(res.body.message).toBe('Der letzte Admin kann nicht entfernt werden.');
      await asAdmin()
        .put(`/api/user/${adminId}`, { roles: ['ADMIN', 'WAITER'] })
        .expect(200);
      const second = await staffWithRoles(t, admin, ['ADMIN']);
      await t.http
        .put(`/api/user/${second.userId}`)
        .set(bearer(second.jwt))
        .send({ roles: ['KITCHEN'] })
        .expect(200);
      // Giving up a role ends one's tokens; the answer carries a fresh one.
      const kept = await asAdmin()
        .put(`/api/user/${adminId}`, { roles: ['ADMIN'] })
        .expect(200);
      await t.http.get('/api/auth').set(bearer(admin)).expect(401);
      admin = kept.body.jwt;
      await t.http.get('/api/auth').set(bearer(admin)).expect(200);
    });

    it('can not delete itself (409)', async () => {
      const res = await asAdmin().delete(`/api/user/${adminId}`).expect(409);
      expect(res.body.message).toBe('Das eigene Konto kann nicht gelöscht werden.');
      await t.http.get('/api/auth').set(bearer(admin)).expect(200);
    });

    it('leaves one admin when two try to remove each other at the same time', async () => {
      await removeOtherAdmins();
      const second = await staffWithRoles(t, admin, ['ADMIN']);
      const results = await Promise.all([
        asAdmin().put(`/api/user/${second.userId}`, { roles: ['WAITER'] }),
        t.http
          .put(`/api/user/${adminId}`)
          .set(bearer(second.jwt))
          .send({ roles: ['WAITER'] }),
      ]);
      // The loser is refused as no longer logged in (401: the winner ended its tokens), no longer admin (403)
      // or as the last admin's target (409).
      const statuses = results.map((r) => r.status).sort();
      expect(statuses[0]).toBe(200);
      expect([401, 403, 409]).toContain(statuses[1]);
      const [{ count }] = await t.app.get(DataSource).query("SELECT count(*)::int AS count FROM users WHERE 'ADMIN' = ANY(roles)");
      expect(count).toBe(1);
      if ((await t.http.get('/api/user').set(bearer(admin))).status !== 200) {
        await t.http
          .put(`/api/user/${adminId}`)
          .set(bearer(second.jwt))
          .send({ roles: ['ADMIN'] })
          .expect(200);
        admin = await adminToken(t);
      }
    });

    async function removeOtherAdmins(): Promise<void> {
      await t.app.get(DataSource).query("UPDATE users SET roles = '{}' WHERE id <> $1 AND 'ADMIN' = ANY(roles)", [adminId]);
    }
  });

  describe('DELETE /api/user/{id}', () => {
    it('deletes an account, answers it, and frees its username', async () => {
      const staff = await staffWithRoles(t, admin, ['KITCHEN'], 'wegdamit');
      const res = await asAdmin().delete(`/api/user/${staff.userId}`).expect(200);
      expect(res.body).toMatchObject({ userID: staff.userId, username: 'wegdamit' });
      await asAdmin().get(`/api/user/${staff.userId}`).expect(404);
      await t.http.post('/api/auth').send({ username: 'wegdamit', password: staff.password }).expect(401);
      await asAdmin().post('/api/user', { username: 'WegDamit', password: PASSWORD, roles: [] }).expect(201);
    });

    it('deletes another admin while one admin remains', async () => {
      const other = await staffWithRoles(t, admin, ['ADMIN']);
      await asAdmin().delete(`/api/user/${other.userId}`).expect(200);
    });

    it('answers 404 for an unknown account and is for admins only', async () => {
      await asAdmin().delete('/api/user/999999').expect(404);
      const waiter = await staffWithRoles(t, admin, ['WAITER']);
      await t.http.delete(`/api/user/${waiter.userId}`).set(bearer(waiter.jwt)).expect(403);
      await t.http.delete(`/api/user/${waiter.userId}`).expect(401);
    });
  });

  it('never stores a password in plain text (argon2id)', async () => {
    const [row] = await t.app.get(DataSource).query('SELECT password_hash FROM users WHERE lower(username) = $1', [TEST_ADMIN.username]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });
});
