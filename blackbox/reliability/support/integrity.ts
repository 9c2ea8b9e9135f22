/** Runs one SQL statement and resolves with its rows: a pg client's or PGlite's query, whichever holds the data. */
export type Query = <T>(sql: string) => Promise<T[]>;

export interface OrderRow {
  id: number;
  order_number: number;
  status: string;
  invoice_number: string | null;
}

export interface Integrity {
  orders: OrderRow[];
  /** Order ids whose lines, totals or CREATED event do not add up (a half-written order). */
  halfWritten: number[];
  /** Order ids whose status has no event that led to it. */
  statusWithoutEvent: number[];
  /** Numbers given out, in order, and where they should run from. */
  orderNumbers: number[];
  invoiceNumbers: number[];
  firstInvoiceNumber: number;
  lastInvoiceNumber: number | null;
  /** Invoiced orders without exactly one stored invoice document of that number. */
  invoicesWithoutDocument: number[];
  /** seq of every order event, in order. */
  eventSeqs: number[];
}

const HALF_WRITTEN = `
  SELECT o.id FROM orders o
  LEFT JOIN LATERAL (SELECT count(*) AS n, COALESCE(sum(quantity), 0) AS pieces, COALESCE(sum(price_final_cents), 0) AS cents
                     FROM order_items WHERE order_id = o.id) i ON true
  LEFT JOIN LATERAL (SELECT count(*) AS n FROM order_events WHERE order_id = o.id AND type = 'CREATED') e ON true
  WHERE i.n = 0 OR o.items_count <> i.pieces OR o.gross_cents <> i.cents OR e.n <> 1
     OR o.vat0_gross_cents + o.vat10_gross_cents + o.vat13_gross_cents + o.vat20_gross_cents <> o.gross_cents
  ORDER BY o.id`;

const STATUS_WITHOUT_EVENT = `
  SELECT o.id FROM orders o
  WHERE o.status <> 'IN_PROGRESS' AND NOT EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.type = o.status)
  ORDER BY o.id`;

const INVOICES_WITHOUT_DOCUMENT = `
  SELECT o.id FROM orders o
  WHERE o.invoice_number IS NOT NULL
    AND (SELECT count(*) FROM invoices v WHERE v.order_id = o.id AND v.invoice_number = o.invoice_number) <> 1
  ORDER BY o.id`;

/** Reads what the checks below need, straight from the database (the server need not run). */
export async function readIntegrity(query: Query): Promise<Integrity> {
  const orders = await query<OrderRow>('SELECT id, order_number, status, invoice_number FROM orders ORDER BY order_number');
  const [info] = await query<{ start: number | null; last: number | null; prefix: string | null }>(
    'SELECT invoice_start_no AS start, last_invoice_no AS last, invoice_prefix AS prefix FROM app_info WHERE id = 1',
  );
  const prefix = info.prefix ?? '';
  const invoiceNumbers = orders
    .filter((o) => o.invoice_number !== null)
    .map((o) => Number(o.invoice_number!.slice(prefix.length)))
    .sort((a, b) => a - b);
  const ids = async (sql: string) => (await query<{ id: number }>(sql)).map((r) => Number(r.id));
  return {
    orders,
    halfWritten: await ids(HALF_WRITTEN),
    statusWithoutEvent: await ids(STATUS_WITHOUT_EVENT),
    orderNumbers: orders.map((o) => Number(o.order_number)),
    invoiceNumbers,
    firstInvoiceNumber: info.start ?? 1,
    lastInvoiceNumber: info.last,
    invoicesWithoutDocument: await ids(INVOICES_WITHOUT_DOCUMENT),
    eventSeqs: (await query<{ seq: number | string }>('SELECT seq FROM order_events ORDER BY seq')).map((r) => Number(r.seq)),
  };
}

/** `count` consecutive numbers from `first`. */
export const run = (first: number, count: number) => Array.from({ length: count }, (_, k) => first + k);
