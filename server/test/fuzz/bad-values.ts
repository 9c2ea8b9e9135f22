import fc from 'fast-check';

/**
 * Values no honest client sends in a field: wrong types, odd and huge texts, control characters,
 * numbers JSON barely allows, privileged fields. The generators of fuzz-requests.ts combine them.
 */

/** A JSON literal that JSON.stringify cannot write (1e999, a 30-digit integer, -0): put into the body text as is. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a value that may contain RawJson literals anywhere. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, field]) => `${JSON.stringify(key)}:${toJsonText(field)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const controlCharacter = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.constant('\u007f'),
);

/** Text with one control character in it (tab and newline are allowed, the rest are not). */
const textWithControlCharacter = fc
  .tuple(fc.string({ maxLength: 8 }), controlCharacter, fc.string({ maxLength: 8 }))
  .map(([before, control, after]) => before + control + after);

const oddTexts = fc.constantFrom(
  '',
  ' ',
  '   ',
  '\t',
  '\n',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  '1e3',
  '1.5',
  '1,5',
  ' 1',
  '01',
  '+1',
  'NaN',
  'Infinity',
  '0x1F',
  '١٢٣',
  '１２３',
  '%',
  '_',
  '\\',
  "' OR 1=1 --",
  "'; DROP TABLE orders; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\ud800',
  'a\udfffb',
  '😀'.repeat(40),
  'e\u0301\u0301\u0301',
  '\u202eRTL',
  'zero\u200bwidth',
  'ADMIN',
  'admin',
  'COMPLETED',
  '2025-02-30',
  '2025-13-01',
  '0000-00-00',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00Z',
  '2025-06-01T25:61:00+99:00',
  '[object Object]',
  '{}',
  '[]',
  'Europe/Nowhere',
  'XX',
  'DE89 3704 0044 0532 0130 00',
);

/** Long texts: some beyond every column, some beyond the 100 KB body limit (in bytes: ä is two, 😀 four). */
const hugeText = fc
  .tuple(fc.integer({ min: 256, max: 40_000 }), fc.constantFrom('x', 'ä', '😀', '9', ' ', 'ﷺ'))
  .map(([length, unit]) => unit.repeat(length));

const anyText = fc.string({ unit: 'binary', maxLength: 24 });

const rawNumbers = fc
  .constantFrom('1e999', '-1e999', '123456789012345678901234567890', '-0', '1E2', '0.0000000000000000000000001', '1.0', '5e-324')
  .map((text) => new RawJson(text));

const oddNumbers = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    0.5,
    1.5,
    -1.5,
    0.001,
    0.1 + 0.2,
    99.999,
    2 ** 31 - 1,
    2 ** 31,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 31),
    1e21,
    1e308,
    -1e308,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  rawNumbers,
);

/** JSON nested `depth` levels below the value (the API allows 32). */
export function nested(depth: number, inner: unknown = 1, asArray = false): unknown {
  let value = inner;
  for (let level = 0; level < depth; level++) value = asArray ? [value] : { a: value };
  return value;
}

const wrongShapes = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], [1], [null], {}, { a: 1 }, [[[]]], { '': '' }, ['ADMIN'], [1, 'a', null]),
  fc.integer({ min: 2, max: 40 }).map((depth) => nested(depth)),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Any one bad value for a field. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: oddTexts, weight: 4 },
  { arbitrary: textWithControlCharacter, weight: 2 },
  { arbitrary: hugeText, weight: 1 },
  { arbitrary: anyText, weight: 2 },
  { arbitrary: oddNumbers, weight: 4 },
  { arbitrary: wrongShapes, weight: 3 },
);

/** Fields a client must never set: prices, totals, statuses, roles, ids, stamps, counters. */
export const privilegedField: fc.Arbitrary<[string, unknown]> = fc.constantFrom<[string, unknown]>(
  ['role', 'ADMIN'],
  ['roles', ['ADMIN']],
  ['isAdmin', true],
  ['totalPrice', 0],
  ['grossAmount', 0.01],
  ['priceCents', 1],
  ['unitPrice', 0],
  ['basePrice', 0.01],
  ['price', -5],
  ['status', 'COMPLETED'],
  ['paymentStatus', 'PAID'],
  ['id', 1],
  ['orderId', 1],
  ['userID', 1],
  ['sessionId', '6f1c2d3e-4a5b-4c6d-8e7f-901234567890'],
  ['tableId', 1],
  ['orderNumber', 1],
  ['invoiceNumber', 'RE-1'],
  ['lastInvoiceNo', 0],
  ['tokenVersion', 0],
  ['passwordHash', 'x'],
  ['qrCode', 'AAAA'],
  ['seq', 1],
  ['createdAt', '2020-01-01T00:00:00Z'],
  ['updatedAt', '2020-01-01T00:00:00Z'],
);

/** Field names that are no field: empty, odd, Object.prototype's own, JSON-path-like. */
export const oddFieldName = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'toString',
    'hasOwnProperty',
    'valueOf',
    '__defineGetter__',
    '$where',
    'a.b',
    '0',
    'length',
    '😀',
    'Name',
    'NAME',
  ),
  fc.string({ maxLength: 12 }),
);
