import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { adminToken, bearer, staffWithRoles } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const FIELDS = [
  'appName',
  'appDescription',
  'appStreet',
  'appZipCode',
  'appCity',
  'countryCode',
  'region',
  'appAdmin',
  'companyName',
  'vatId',
  'taxNumber',
  'companyRegisterNumber',
  'companyRegisterCourt',
  'email',
  'phone',
  'website',
  'iban',
  'bic',
  'currencyCode',
  'timezone',
  'defaultLocale',
  'invoicePrefix',
  'invoiceStartNo',
  'createdAt',
  'updatedAt',
];

describe('app info API', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let adminJwt: string;
  const put = (body: object) => t.http.put('/api/admin/app-info').set(admin).send(body);
  const fieldErrors = async (body: object) => (await put(body).expect(400)).body.errors as Array<{ field: string; message: string }>;

  beforeAll(async () => {
    t = await startTestApp();
    adminJwt = await adminToken(t);
    admin = bearer(adminJwt);
  });
  afterAll(() => t.close());

  it('refuses callers without a token (401) and staff without ADMIN (403)', async () => {
    await t.http.get('/api/admin/app-info').expect(401);
    await t.http.put('/api/admin/app-info').send({ appName: 'X' }).expect(401);
    const kitchen = bearer((await staffWithRoles(t, adminJwt, ['KITCHEN'])).jwt);
    await t.http.get('/api/admin/app-info').set(kitchen).expect(403);
    await t.http.put('/api/admin/app-info').set(kitchen).send({ appName: 'X' }).expect(403);
  });

  it('answers the seeded restaurant with every app info field and no invoice counter', async () => {
    const res = await t.http.get('/api/admin/app-info').set(admin).expect(200);
    expect(Object.keys(res.body).sort()).toEqual([...FIELDS].sort());
    expect(res.body).toMatchObject({
      appName: 'Gasthaus zum Tischlein',
      countryCode: 'AT',
      currencyCode: 'EUR',
      timezone: 'Europe/Vienna',
      defaultLocale: 'de-AT',
      invoicePrefix: 'RE-',
      invoiceStartNo: 1,
      email: 'servus@tischlein.example',
    });
  });

  it('saves the full record as read back, normalised, with a new updatedAt', async () => {
    const before = (await t.http.get('/api/admin/app-info').set(admin).expect(200)).body;
    const res = await put({
      ...before,
      appName: '  Beisl am Eck ',
      countryCode: 'de',
      currencyCode: 'chf',
      iban: 'at61 1904 3002 3457 3201',
      bic: 'bkau at ww xxx',
      appDescription: 'x'.repeat(2000),
      region: '',
      invoiceStartNo: 0,
      timezone: 'Europe/Berlin',
      defaultLocale: 'de-DE',
    }).expect(200);
    expect(res.body).toMatchObject({
      appName: 'Beisl am Eck',
      countryCode: 'DE',
      currencyCode: 'CHF',
      iban: 'AT611904300234573201',
      bic: 'BKAUATWWXXX',
      region: null,
      invoiceStartNo: 0,
      timezone: 'Europe/Berlin',
      defaultLocale: 'de-DE',
      createdAt: before.createdAt,
      companyName: before.companyName,
    });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect((await t.http.get('/api/admin/app-info').set(admin).expect(200)).body).toEqual(res.body);
  });

  it('keeps the UID and register numbers as invoices print them', async () => {
    const res = await put({
      vatId: ' atu 1234 5675 ',
      companyRegisterNumber: 'FN 123456 A',
      companyRegisterCourt: ' Handelsgericht Wien ',
    }).expect(200);
    expect(res.body).toMatchObject({ vatId: 'ATU12345675', companyRegisterNumber: '123456a', companyRegisterCourt: 'Handelsgericht Wien' });
    expect((await put({ vatId: 'DE 123 456 789', companyRegisterNumber: 'HRB 12345' }).expect(200)).body).toMatchObject({
      vatId: 'DE123456789',
      companyRegisterNumber: 'HRB 12345',
    });
  });

  it('changes only the fields sent and clears those sent as null', async () => {
    const res = await put({ phone: '+43 1 234567', invoiceStartNo: null, website: null }).expect(200);
    expect(res.body).toMatchObject({ phone: '+43 1 234567', invoiceStartNo: null, website: null, appName: 'Beisl am Eck' });
  });

  it('documents both routes in the OpenAPI document', async () => {
    const paths = (await t.http.get('/api/docs/json').expect(200)).body.paths;
    expect(Object.keys(paths['/api/admin/app-info']).sort()).toEqual(['get', 'put']);
  });

  it('validates every field with a message per field', async () => {
    const cases: Array<[object, string, string]> = [
      [{ email: 'kein-mail' }, 'email', 'muss eine gültige E-Mail-Adresse sein'],
      [{ countryCode: 'AUT' }, 'countryCode', 'muss ein Ländercode aus 2 Buchstaben sein (z. B. AT)'],
      [{ countryCode: 'A1' }, 'countryCode', 'muss ein Ländercode aus 2 Buchstaben sein (z. B. AT)'],
      [{ currencyCode: 'EU' }, 'currencyCode', 'muss ein Währungscode aus 3 Buchstaben sein (z. B. EUR)'],
      [{ iban: 'AT61 1904 3002 3457 3202' }, 'iban', 'muss eine gültige IBAN sein (z. B. AT61 1904 3002 3457 3201)'],
      [{ iban: 'nicht-iban' }, 'iban', 'muss eine gültige IBAN sein (z. B. AT61 1904 3002 3457 3201)'],
      [{ vatId: 'ATU1234' }, 'vatId', 'eine österreichische UID-Nummer ist ATU und 8 Ziffern (z. B. ATU12345675)'],
      [{ vatId: 'ATU12345678' }, 'vatId', 'die Prüfziffer der UID-Nummer stimmt nicht – bitte nachsehen'],
      [{ vatId: 'XY123' }, 'vatId', 'ist keine UID-Nummer eines EU-Landes (z. B. ATU12345675, DE123456789)'],
      [{ vatId: 'DE1234567890123456' }, 'vatId', 'darf höchstens 16 Zeichen lang sein'],
      [
        { companyRegisterNumber: 'FN 1234567' },
        'companyRegisterNumber',
        'muss eine Firmenbuchnummer wie FN 123456a sein (bis zu 6 Ziffern und ein Buchstabe)',
      ],
      [{ bic: 'BKAUATWWX' }, 'bic', 'muss ein gültiger BIC mit 8 oder 11 Zeichen sein'],
      [{ invoiceStartNo: -1 }, 'invoiceStartNo', 'muss eine ganze Zahl ≥ 0 sein'],
      [{ invoiceStartNo: 1.5 }, 'invoiceStartNo', 'muss eine ganze Zahl ≥ 0 sein'],
      [{ invoiceStartNo: '5' }, 'invoiceStartNo', 'muss eine ganze Zahl ≥ 0 sein'],
      [{ appName: 'x'.repeat(201) }, 'appName', 'darf höchstens 200 Zeichen lang sein'],
      [{ appDescription: 'x'.repeat(2001) }, 'appDescription', 'darf höchstens 2000 Zeichen lang sein'],
      [{ appCity: 42 }, 'appCity', 'muss ein Text sein'],
      [{ timezone: 'Mars/Olympus' }, 'timezone', 'muss eine Zeitzone wie Europe/Vienna sein'],
      [{ defaultLocale: 'deutsch' }, 'defaultLocale', 'muss ein Gebietsschema wie de-AT sein'],
      [{ lastInvoiceNo: 999 }, 'lastInvoiceNo', 'ist kein erlaubtes Feld'],
      [{ id: 2 }, 'id', 'ist kein erlaubtes Feld'],
    ];
    for (const [body, field, message] of cases)
      expect({ body, errors: await fieldErrors(body) }).toEqual({ body, errors: [{ field, message }] });
    await t.http.put('/api/admin/app-info').set(admin).set('Content-Type', 'application/json').send('{"appName":').expect(400);
    await t.http
      .put('/api/admin/app-info')
      .set(admin)
      .send([{ appName: 'x' }])
      .expect(400);
  });
});
