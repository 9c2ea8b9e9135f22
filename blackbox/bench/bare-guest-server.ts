// The checkout's second limit: the guest API's three routes of a flow (session start, basket add,
// checkout) on bare node:http and `pg`, with as few statements as they can be written in: one each,
// the checkout as one CTE. What any server of this API pays for 5 HTTP requests and 5 round trips
// on this machine. No framework, no validation beyond what the SQL needs, no rate limits, prices from
// memory. Started as its own process (argv[2]: the database URL); prints its port on the first line.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';

const db = new pg.Pool({ connectionString: process.argv[2], max: 20 });
const key = randomBytes(32);
const sign = (sessionId: string) => createHmac('sha256', key).update(sessionId).digest('base64url');

const prices = new Map<number, number>();
const extraPrices = new Map<number, number>();

const START_SQL = `INSERT INTO guest_sessions (id, table_id, entry_type)
  SELECT $1, id, 'TABLE' FROM dining_tables WHERE qr_code = $2 AND active RETURNING id`;

const ADD_SQL = `WITH session AS (
    SELECT id FROM guest_sessions WHERE id = $1 AND status = 'OPEN'
  ), changed AS (
    INSERT INTO basket_items (basket_id, session_id, menu_item_id, extra_ids, quantity) SELECT id, id, $2, $3::int[], $4 FROM session
    ON CONFLICT (basket_id, session_id, menu_item_id, extra_ids, note) DO UPDATE SET quantity = basket_items.quantity + EXCLUDED.quantity
    RETURNING id, menu_item_id, quantity, extra_ids
  )
  SELECT id, menu_item_id, quantity, extra_ids FROM changed
  UNION ALL
  SELECT id, menu_item_id, quantity, extra_ids FROM basket_items WHERE basket_id = $1 AND id NOT IN (SELECT id FROM changed)`;

const CHECKOUT_SQL = `WITH session AS (
    SELECT s.id, s.table_id, t.table_number FROM guest_sessions s LEFT JOIN dining_tables t ON t.id = s.table_id
    WHERE s.id = $1 AND s.status = 'OPEN' FOR UPDATE OF s
  ), lines AS (
    DELETE FROM basket_items b USING session WHERE b.basket_id = session.id RETURNING b.id, b.menu_item_id, b.quantity, b.extra_ids
  ), priced AS (
    SELECT l.menu_item_id, m.name, m.vat_rate, m.vat_category, l.quantity, row_number() OVER (ORDER BY l.id) - 1 AS position,
      m.base_price_cents + COALESCE((SELECT SUM(e.price_cents) FROM extras e WHERE e.id = ANY (l.extra_ids)), 0) AS unit_cents
    FROM lines l JOIN menu_items m ON m.id = l.menu_item_id
  ), placed AS (
    INSERT INTO orders (session_id, table_id, table_number, status, order_type, payment_method, gross_cents, items_count)
    SELECT id, table_id, table_number, 'IN_PROGRESS', 'DINE_IN', $2,
      (SELECT SUM(unit_cents * quantity) FROM priced), (SELECT SUM(quantity) FROM priced)
    FROM session WHERE EXISTS (SELECT 1 FROM priced)
    RETURNING id, order_number, gross_cents
  ), items AS (
    INSERT INTO order_items (order_id, menu_item_id, menu_item_name, vat_rate, vat_category, quantity, unit_price_cents, price_final_cents, position)
    SELECT placed.id, p.menu_item_id, p.name, p.vat_rate, p.vat_category, p.quantity, p.unit_cents, p.unit_cents * p.quantity, p.position
    FROM placed, priced p
  ), event AS (
    INSERT INTO order_events (order_id, session_id, type, message)
    SELECT id, $1, 'CREATED', 'Bestellung ' || order_number || ' eingegangen' FROM placed
  )
  SELECT id, order_number, gross_cents FROM placed`;

interface Line {
  id: number;
  menu_item_id: number;
  quantity: number;
  extra_ids: number[];
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const bytes = Buffer.from(JSON.stringify(body));
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': bytes.length });
  response.end(bytes);
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
}

function owns(request: IncomingMessage, sessionId: string): boolean {
  const given = Buffer.from((request.headers.authorization ?? '').replace(/^Bearer /, ''));
  const expected = Buffer.from(sign(sessionId));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const unitCents = (line: Line) =>
  (prices.get(line.menu_item_id) ?? 0) + line.extra_ids.reduce((sum, id) => sum + (extraPrices.get(id) ?? 0), 0);

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  // /api/sessions/start/<qr>, /api/sessions/<id>/basket/items, /api/sessions/<id>/checkout
  const [, , , sessionId, ...rest] = (request.url ?? '').split('/');
  const route = rest.join('/');
  const body = await readJson(request);
  if (sessionId === 'start') {
    const newId = randomUUID();
    const { rows } = await db.query(START_SQL, [newId, route]);
    return rows.length ? send(response, 201, { sessionId: newId, jwt: sign(newId) }) : send(response, 404, { message: 'no table' });
  }
  if (!owns(request, sessionId)) return send(response, 401, { message: 'no session' });
  if (route === 'basket/items') {
    const extraIds = ((body.addingIds as number[] | undefined) ?? []).toSorted((a, b) => a - b);
    const { rows } = await db.query<Line>(ADD_SQL, [sessionId, body.menuItemId, extraIds, body.quantity ?? 1]);
    const total = rows.reduce((sum, line) => sum + unitCents(line) * line.quantity, 0);
    return send(response, 201, { sessionId, items: rows, totalPrice: total / 100 });
  }
  if (route === 'checkout') {
    const { rows } = await db.query<{ id: number; order_number: number; gross_cents: number }>(CHECKOUT_SQL, [
      sessionId,
      body.paymentMethod,
    ]);
    if (!rows.length) return send(response, 409, { message: 'Warenkorb ist leer' });
    return send(response, 201, { orderId: rows[0].id, orderNumber: rows[0].order_number, totalPrice: rows[0].gross_cents / 100 });
  }
  send(response, 404, { message: 'not found' });
}

const { rows: items } = await db.query<{ id: number; price: number }>('SELECT id, base_price_cents AS price FROM menu_items');
for (const item of items) prices.set(item.id, item.price);
const { rows: extras } = await db.query<{ id: number; price: number }>('SELECT id, price_cents AS price FROM extras');
for (const extra of extras) extraPrices.set(extra.id, extra.price);

const server = createServer((request, response) => {
  handle(request, response).catch((err: unknown) => send(response, 500, { message: String(err) }));
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => server.close(() => void db.end().then(() => process.exit(0))));
