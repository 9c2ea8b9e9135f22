import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { asGuest, menuItemsByName, startTableSession } from './support/guest.js';
import { adminToken, bearer } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Item = { menuItemId: number; name: string; description: string; categoryId: number };

describe('the menu in the guest’s language', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let gulasch: Item & { typeCode: string };
  let soup: Item;

  const adminItem = async (id: number) => (await t.http.get(`/api/admin/menu/items/${id}`).set(auth).expect(200)).body;
  /** PUTs the product as the back office's form does, with `changes`; answers the response after checking its status. */
  const saveItem = async (id: number, changes: object, status: number) => {
    const { typeCode, categoryId, name, description, basePrice, available, vatRate, vatCategory, allergens } = await adminItem(id);
    const input = { typeCode, categoryId, name, description, basePrice, available, vatRate, vatCategory, allergens, ...changes };
    return t.http.put(`/api/admin/menu/items/${id}`).set(auth).send(input).expect(status);
  };
  const guestItems = async (categoryId: number, query = '', headers: Record<string, string> = {}) =>
    (await t.http.get(`/api/menu/items?category=${categoryId}${query}`).set(headers).expect(200)).body as Item[];

  beforeAll(async () => {
    t = await startTestApp();
    auth = bearer(await adminToken(t));
    const byName = await menuItemsByName(t);
    gulasch = byName.get('Rindsgulasch') as unknown as typeof gulasch;
    soup = byName.get('Frittatensuppe') as unknown as Item;
  });
  afterAll(() => t.close());

  it('stores translations per field, marks the languages still missing and filters by "Übersetzung fehlt"', async () => {
    const saved = await saveItem(
      gulasch.menuItemId,
      {
        translations: {
          en: { name: ' Beef goulash ', description: 'With bread dumpling' },
          ar: { name: 'غولاش لحم البقر' },
          tr: { name: '  ' },
        },
      },
      200,
    );
    expect(saved.body.translations).toEqual({
      en: { name: 'Beef goulash', description: 'With bread dumpling' },
      ar: { name: 'غولاش لحم البقر' },
    });
    expect(saved.body.missingTranslations).toEqual(['ru', 'zh', 'ar', 'tr', 'sr', 'es']);

    const missing = (await t.http.get('/api/admin/menu/items?missingTranslation=true&size=200').set(auth).expect(200)).body;
    expect(missing.content.map((i: Item) => i.menuItemId)).toContain(gulasch.menuItemId);
    const complete = Object.fromEntries(
      ['en', 'ru', 'zh', 'ar', 'tr', 'sr', 'es'].map((lang) => [lang, { name: `${lang} soup`, description: `${lang} text` }]),
    );
    expect((await saveItem(soup.menuItemId, { translations: complete }, 200)).body.missingTranslations).toEqual([]);
    const stillMissing = (await t.http.get('/api/admin/menu/items?missingTranslation=true&size=200').set(auth).expect(200)).body;
    expect(stillMissing.content.map((i: Item) => i.menuItemId)).not.toContain(soup.menuItemId);

    // A save without translations keeps them.
    expect((await saveItem(gulasch.menuItemId, { translations: undefined }, 200)).body.translations.en.name).toBe('Beef goulash');
  });

  it('refuses bad translations with a message and keeps what was stored', async () => {
    const before = (await adminItem(gulasch.menuItemId)).translations;
    for (const translations of [
      { fr: { name: 'x' } },
      { de: { name: 'x' } },
      { en: { title: 'x' } },
      { en: { name: 5 } },
      { en: 'x' },
      [],
      { en: { name: 'x'.repeat(201) } },
    ]) {
      const refused = await saveItem(gulasch.menuItemId, { translations }, 400);
      expect(refused.body.errors[0].field).toBe('translations');
    }
    expect((await adminItem(gulasch.menuItemId)).translations).toEqual(before);
  });

  it('answers the guest menu in the language asked for, German per field where a translation is missing', async () => {
    const english = await guestItems(gulasch.categoryId, '&lang=en');
    expect(english.find((i) => i.menuItemId === gulasch.menuItemId)).toMatchObject({
      name: 'Beef goulash',
      description: 'With bread dumpling',
    });
    const arabic = (await guestItems(gulasch.categoryId, '&lang=ar')).find((i) => i.menuItemId === gulasch.menuItemId)!;
    expect(arabic).toMatchObject({ name: 'غولاش لحم البقر', description: gulasch.description });
    const untranslated = english.find((i) => i.menuItemId !== gulasch.menuItemId && i.menuItemId !== soup.menuItemId)!;
    const german = await guestItems(gulasch.categoryId);
    expect(german.find((i) => i.menuItemId === untranslated.menuItemId)!.name).toBe(untranslated.name);
    expect(german.find((i) => i.menuItemId === gulasch.menuItemId)!.name).toBe('Rindsgulasch');

    // Accept-Language when no ?lang= is given; ?lang= wins over it.
    const byHeader = await guestItems(gulasch.categoryId, '', { 'Accept-Language': 'fr-FR, en;q=0.8, de;q=0.5' });
    expect(byHeader.find((i) => i.menuItemId === gulasch.menuItemId)!.name).toBe('Beef goulash');
    const explicit = await guestItems(gulasch.categoryId, '&lang=de', { 'Accept-Language': 'en' });
    expect(explicit.find((i) => i.menuItemId === gulasch.menuItemId)!.name).toBe('Rindsgulasch');
    const refused = await t.http.get(`/api/menu/items?category=${gulasch.categoryId}&lang=fr`).expect(400);
    expect(refused.body.message).toBe('lang: muss eine von de, en, ru, zh, ar, tr, sr, es sein');
  });

  it('keeps a cached page and its ETag per language', async () => {
    const path = `/api/menu/items?category=${gulasch.categoryId}`;
    const [de, en] = [await t.http.get(path).expect(200), await t.http.get(`${path}&lang=en`).expect(200)];
    expect(de.headers.etag).not.toBe(en.headers.etag);
    expect(de.headers.vary).toContain('Accept-Language');
    await t.http.get(`${path}&lang=en`).set('If-None-Match', en.headers.etag).expect(304);
    await t.http.get(`${path}&lang=de`).set('If-None-Match', en.headers.etag).expect(200);
    // A translation saved shows to the next reader at once.
    await saveItem(gulasch.menuItemId, { translations: { en: { name: 'Beef stew', description: 'With bread dumpling' } } }, 200);
    const changed = await t.http.get(`${path}&lang=en`).set('If-None-Match', en.headers.etag).expect(200);
    expect(changed.body.find((i: Item) => i.menuItemId === gulasch.menuItemId).name).toBe('Beef stew');
  });

  it('translates menu types, categories and extras too, and keeps German names on orders', async () => {
    const [food] = (await t.http.get('/api/admin/menu-types').set(auth).expect(200)).body.filter(
      (ty: { code: string }) => ty.code === 'FOOD',
    );
    await t.http
      .put(`/api/admin/menu-types/${food.typeId}`)
      .set(auth)
      .send({ code: 'FOOD', name: food.name, translations: { en: { name: 'Food' } } })
      .expect(200);
    const types = (await t.http.get('/api/menu/types?lang=en').expect(200)).body;
    expect(types.find((ty: { code: string }) => ty.code === 'FOOD').name).toBe('Food');
    const category = (await t.http.get(`/api/admin/menu-categories/${gulasch.categoryId}`).set(auth).expect(200)).body;
    await t.http
      .put(`/api/admin/menu-categories/${category.categoryId}`)
      .set(auth)
      .send({ name: category.name, description: category.description, typeId: category.typeId, translations: { en: { name: 'Mains' } } })
      .expect(200);
    const categories = (await t.http.get('/api/menu/categories?type=FOOD&lang=en').expect(200)).body;
    expect(categories.find((c: { categoryId: number }) => c.categoryId === category.categoryId)).toMatchObject({
      name: 'Mains',
      typeName: 'Food',
    });
    const [extra] = (await t.http.get('/api/admin/addings').set(auth).expect(200)).body;
    const { addingId, missingTranslations, translations: _old, deleted: _deleted, ...input } = extra;
    expect(missingTranslations).toHaveLength(7);
    await t.http
      .put(`/api/admin/addings/${addingId}`)
      .set(auth)
      .send({ ...input, translations: { en: { name: 'Extra thing' } } })
      .expect(200);
    const extras = (await t.http.get('/api/addings?lang=en').expect(200)).body;
    expect(extras.find((e: { addingId: number }) => e.addingId === addingId).name).toBe('Extra thing');
    const onlyMissing = (await t.http.get('/api/admin/addings?missingTranslation=true').set(auth).expect(200)).body;
    expect(onlyMissing.map((e: { addingId: number }) => e.addingId)).toContain(addingId);

    // The guest's own screens name what was chosen in the guest's language; staff see German.
    const session = await startTableSession(t, 2, { shared: true });
    const guest = asGuest(t, session);
    const base = `/api/sessions/${session.sessionId}`;
    const as = { Authorization: `Bearer ${session.jwt}` };
    await guest.add({ menuItemId: gulasch.menuItemId, addingIds: [addingId] }).expect(201);
    const [line] = (await t.http.get(`${base}/basket?lang=en`).set(as).expect(200)).body.items;
    expect(line).toMatchObject({ name: 'Beef stew', addings: [{ name: 'Extra thing' }], addedBy: 'Gast 1', addedByGuestNumber: 1 });
    expect((await guest.basket().expect(200)).body.items[0]).toMatchObject({ name: 'Rindsgulasch', addings: [{ name: input.name }] });
    const order = (await t.http.post(`${base}/checkout?lang=en`).set(as).send({ paymentMethod: 'CASH' }).expect(201)).body;
    expect(order.order.items[0]).toMatchObject({ menuItemName: 'Beef stew', addings: ['Extra thing'] });
    const detail = (await t.http.get(`${base}/orders/${order.orderId}?lang=en`).set(as).expect(200)).body;
    expect(detail.items[0]).toMatchObject({ menuItemName: 'Beef stew', addings: ['Extra thing'] });
    // The phone's list of orders carries the lines too, named the same way.
    const [listed] = (await t.http.get(`${base}/orders?lang=en`).set(as).expect(200)).body;
    expect(listed).toMatchObject({ orderId: order.orderId, items: [{ menuItemName: 'Beef stew', addings: ['Extra thing'] }] });
    // A language without a translation falls back to German per name.
    expect((await t.http.get(`${base}/orders/${order.orderId}?lang=ru`).set(as).expect(200)).body.items[0].menuItemName).toBe(
      'Rindsgulasch',
    );
    const bill = (await t.http.get(`${base}/bill?lang=en`).set(as).expect(200)).body;
    expect(bill.guests[0]).toMatchObject({
      name: 'Gast 1',
      guestNumber: 1,
      lines: [{ menuItemName: 'Beef stew', extras: ['Extra thing'] }],
    });
    await t.http.get(`${base}/bill?lang=xx`).set(as).expect(400);
    const staffView = (await t.http.get(`/api/admin/orders/${order.orderId}`).set(auth).expect(200)).body;
    expect(staffView.items[0]).toMatchObject({ menuItemName: 'Rindsgulasch', addings: [input.name] });
    // Refusals carry a code the guest app says in the guest's language.
    expect((await guest.checkout().expect(409)).body).toMatchObject({ message: 'Warenkorb ist leer', code: 'EMPTY_BASKET' });
  });

  it('exports every text as CSV for a translator and reads it back, changing nothing on a bad line', async () => {
    const exported = await t.http.get('/api/admin/menu/translations').set(auth).expect(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    const text = exported.text.replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('Art;Id;Feld;de;en;ru;zh;ar;tr;sr;es');
    expect(lines).toContain(`Produkt;${gulasch.menuItemId};Name;Rindsgulasch;Beef stew;;;;;;`);

    const soupLine = `Produkt;${soup.menuItemId};Name;Frittatensuppe;Pancake soup;;;;;;`;
    const good = [
      'Art;Id;Feld;de;en;ru;zh;ar;tr;sr;es',
      soupLine,
      `Produkt;${gulasch.menuItemId};Beschreibung;x;"Mit ""Knödel""; frisch";;;;;;`,
    ].join('\n');
    const imported = await t.http.post('/api/admin/menu/translations').set(auth).attach('file', Buffer.from(good), 'menu.csv').expect(200);
    expect(imported.body).toEqual({ updated: 2 });
    const soupNow = await adminItem(soup.menuItemId);
    // Only the name row was sent: the descriptions stay; the emptied cells removed the other languages' names.
    expect(soupNow.translations.en).toEqual({ name: 'Pancake soup', description: 'en text' });
    expect(soupNow.translations.ru).toEqual({ description: 'ru text' });
    expect((await adminItem(gulasch.menuItemId)).translations.en.description).toBe('Mit "Knödel"; frisch');

    const before = await t.app.get(DataSource).query('SELECT id, translations FROM menu_items ORDER BY id');
    for (const [csv, message] of [
      [`${good}\nProdukt;999999;Name;x;y;;;;;;`, 'Zeile 4: Produkt 999999 gibt es nicht'],
      [`Art;Id;Name\n${soupLine}`, 'Zeile 1: Kopfzeile muss Art;Id;Feld;de;en;ru;zh;ar;tr;sr;es sein'],
      [`${good}\nProdukt;${soup.menuItemId};Titel;x;y;;;;;;`, 'Zeile 4: unbekanntes Feld "Titel" (Name, Beschreibung)'],
      [`${good}\nExtra;1;Beschreibung;x;y;;;;;;`, 'Zeile 4: dieser Eintrag hat keine Beschreibung'],
      [`${good}\nProdukt;${soup.menuItemId};Name;x`, 'Zeile 4: 11 Spalten erwartet, 4 gefunden'],
      [`${good}\nProdukt;${soup.menuItemId};Name;"x;y;;;;;;`, 'CSV nicht lesbar (Zeile 4): Anführungszeichen prüfen'],
      // The JSON API refuses control characters; the CSV may not smuggle them in (the row is named).
      [`${good}\nProdukt;${soup.menuItemId};Name;x;Pan\u0007cake;;;;;;`, 'Zeile 4: enthält unerlaubte Steuerzeichen'],
    ]) {
      const refused = await t.http.post('/api/admin/menu/translations').set(auth).attach('file', Buffer.from(csv), 'menu.csv').expect(400);
      expect(refused.body.message).toBe(message);
    }
    await t.http.post('/api/admin/menu/translations').set(auth).expect(400);
    // A spreadsheet's Windows-1252 export ("Süßem" as single bytes) is refused, not stored as "S��em".
    const latin1 = Buffer.from(`${good}\nProdukt;${soup.menuItemId};Name;x;Süßem;;;;;;`, 'latin1');
    const notUtf8 = await t.http.post('/api/admin/menu/translations').set(auth).attach('file', latin1, 'menu.csv').expect(400);
    expect(notUtf8.body.message).toBe('Datei ist nicht UTF-8 – bitte als UTF-8 speichern');
    // Above 2 MB: refused in German (not the multipart parser's "File too large").
    const huge = await t.http
      .post('/api/admin/menu/translations')
      .set(auth)
      .attach('file', Buffer.from(`${good}\n${' '.repeat(2 * 1024 * 1024)}`), 'menu.csv')
      .expect(413);
    expect(huge.body.message).toBe('Datei zu groß (höchstens 2 MB)');
    expect(await t.app.get(DataSource).query('SELECT id, translations FROM menu_items ORDER BY id')).toEqual(before);
  });
});
