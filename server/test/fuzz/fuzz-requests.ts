import fc from 'fast-check';
import { badValue, oddFieldName, privilegedField, RawJson, toJsonText } from './bad-values.js';
import type { JsonSchema, Operation } from './openapi-operations.js';
import type { RawRequest } from './raw-http.js';

/** What the fuzzer holds: a valid token for each kind of operation and the guest session it may address. */
export interface Credentials {
  adminToken: string;
  session: { sessionId: string; jwt: string };
  /** The admin's own user id: changing that account would end the admin token and stop the run from testing anything. */
  adminUserId: number;
}

export type AuthKind = 'valid' | 'none' | 'garbage';

export interface FuzzRequest extends RawRequest {
  auth: AuthKind;
  /** Which kind of bad input this is, for the report. */
  kind: string;
}

const SOME_UUID = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';

// ---------------------------------------------------------------------------------------------- values of a schema

/** A value the schema would accept, or near it: the base the fuzzer spoils one field of. */
export function plausible(schema: JsonSchema): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.oneOf?.[0] ?? schema.anyOf?.[0] ?? schema.allOf?.[0];
  if (variant) return plausible(variant);
  switch (schema.type) {
    case 'integer':
      return Math.max(1, schema.minimum ?? 1);
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [plausible(schema.items)] : [];
    case 'string':
      return schema.format === 'date-time' ? '2025-06-01T12:00:00Z' : schema.format === 'date' ? '2025-06-01' : 'Fuzz';
    default:
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, sub]) => [name, plausible(sub)]));
  }
}

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};

// ---------------------------------------------------------------------------------------------- bodies

interface Body {
  kind: string;
  contentType?: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
}

const json = (kind: string, value: unknown, contentType = 'application/json'): Body => ({ kind, contentType, body: toJsonText(value) });

/** One to three fields of a plausible body replaced by bad values (or removed). */
function spoiledFields(schema: JsonSchema): fc.Arbitrary<Body> {
  const names = Object.keys(schema.properties ?? {});
  const field = names.length ? fc.constantFrom(...names) : oddFieldName;
  return fc.array(fc.tuple(field, fc.option(badValue, { freq: 8, nil: undefined })), { minLength: 1, maxLength: 3 }).map((changes) => {
    const body = asObject(plausible(schema));
    for (const [name, value] of changes) {
      if (value === undefined) delete body[name];
      else body[name] = value;
    }
    return json('bad field value', body);
  });
}

function extraFields(schema: JsonSchema): fc.Arbitrary<Body> {
  return fc.oneof(
    fc
      .array(privilegedField, { minLength: 1, maxLength: 3 })
      .map((fields) => json('privileged field', { ...asObject(plausible(schema)), ...Object.fromEntries(fields) })),
    fc.tuple(oddFieldName, badValue).map(([name, value]) => json('unknown field', { ...asObject(plausible(schema)), [name]: value })),
  );
}

const wrongTopLevel = badValue.map((value) => json('wrong JSON type', value));

/** Nesting around the API's limit of 32 levels and far beyond it, as objects or arrays, inside a field. */
const deepNesting = fc.tuple(fc.integer({ min: 28, max: 3_000 }), fc.boolean()).map(([depth, asArray]) => {
  const [open, close] = asArray ? ['[', ']'] : ['{"a":', '}'];
  return { kind: 'deep nesting', contentType: 'application/json', body: `{"x":${open.repeat(depth)}1${close.repeat(depth)}}` };
});

const BROKEN_JSON = [
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":undefined}',
  '{"a":Infinity}',
  '[1,2',
  '"unterminated',
  '\ufeff{}',
  '{"a":1}garbage',
  '{}{}',
  'nul',
  'tru',
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  '{"a":01}',
  '{"a":.5}',
  '{"a":-}',
  '{"a":1e}',
  '{"a" 1}',
  '{a:1}',
  '\u0000',
  '\u0000{}',
  '//comment\n{}',
  '{"a":1}\u0000',
];

function brokenJson(schema: JsonSchema): fc.Arbitrary<Body> {
  const text = toJsonText(plausible(schema));
  return fc
    .oneof(
      fc.constantFrom(...BROKEN_JSON),
      fc.integer({ min: 0, max: Math.max(0, text.length - 1) }).map((cut) => text.slice(0, cut)),
    )
    .map((body) => ({ kind: 'broken JSON', contentType: 'application/json', body }));
}

const OTHER_CONTENT_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  'text/html',
  'application/octet-stream',
  'image/png',
  'application/jsonx',
  'application/json-patch+json',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json;;;',
  'APPLICATION/JSON',
  '*/*',
  'json',
];

function wrongContentType(schema: JsonSchema): fc.Arbitrary<Body> {
  const text = toJsonText(plausible(schema));
  return fc.oneof(
    fc.constantFrom(...OTHER_CONTENT_TYPES).map((contentType) => ({ kind: 'wrong content type', contentType, body: text })),
    fc.constant<Body>({
      kind: 'form body',
      contentType: 'application/x-www-form-urlencoded',
      body: 'username=admin&password=x&role=ADMIN',
    }),
    fc.constant<Body>({ kind: 'body without content type', body: text }),
    fc.constant<Body>({ kind: 'empty JSON body', contentType: 'application/json', body: '' }),
    fc.constant<Body>({
      kind: 'gzip-declared body',
      contentType: 'application/json',
      body: Buffer.from([0x1f, 0x8b, 8, 0, 0, 0]),
      headers: { 'content-encoding': 'gzip' },
    }),
    fc.integer({ min: 101, max: 400 }).map((kb) => json('oversized body', { a: 'x'.repeat(kb * 1024) })),
  );
}

function jsonBody(schema: JsonSchema): fc.Arbitrary<Body> {
  return fc.oneof(
    { arbitrary: spoiledFields(schema), weight: 6 },
    { arbitrary: extraFields(schema), weight: 3 },
    { arbitrary: wrongTopLevel, weight: 2 },
    { arbitrary: deepNesting, weight: 1 },
    { arbitrary: brokenJson(schema), weight: 2 },
    { arbitrary: wrongContentType(schema), weight: 2 },
  );
}

// Files that are no acceptable image: text, random bytes, and image headers with nothing (or nonsense) behind them.
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'ascii');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.writeUInt8(8, 16);
  ihdr.writeUInt8(6, 17);
  return Buffer.concat([PNG_SIGNATURE, ihdr]);
}
const badFile = fc.oneof(
  fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
  fc.constantFrom(
    Buffer.alloc(0),
    Buffer.from('kein Bild'),
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    PNG_SIGNATURE,
    pngHeader(1, 1),
    pngHeader(100_000, 100_000),
    pngHeader(0, 0),
    Buffer.concat([pngHeader(64, 64), Buffer.from('garbage after the header')]),
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]),
    Buffer.concat([Buffer.from('RIFF'), Buffer.from([0xff, 0xff, 0xff, 0x7f]), Buffer.from('WEBPVP8 ')]),
    Buffer.from('GIF89a\x01\x00\x01\x00'),
  ),
);

const BOUNDARY = 'fuzzboundary';
function multipart(parts: Array<{ name: string; filename?: string; type?: string; content: Buffer }>, closed = true): Buffer {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}\r\n` +
        (part.type ? `Content-Type: ${part.type}\r\n` : '') +
        '\r\n',
    ),
    part.content,
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(closed ? `--${BOUNDARY}--\r\n` : '')]);
}
const withBoundary = `multipart/form-data; boundary=${BOUNDARY}`;

// Built once: 8 MB and a bit, just past the upload limit.
const OVERSIZED_UPLOAD = multipart([
  { name: 'file', filename: 'a.png', content: Buffer.concat([pngHeader(10, 10), Buffer.alloc(8 * 1024 * 1024)]) },
]);

const multipartBody: fc.Arbitrary<Body> = fc.oneof(
  { arbitrary: fc.constant<Body>({ kind: 'oversized upload', contentType: withBoundary, body: OVERSIZED_UPLOAD }), weight: 1 },
  fc
    .tuple(
      badFile,
      fc.constantFrom('image/png', 'image/jpeg', 'text/plain', 'application/octet-stream', ''),
      fc.constantFrom('bild.png', '', '../../x.png', 'a'.repeat(300)),
    )
    .map(([content, type, filename]) => ({
      kind: 'not an image',
      contentType: withBoundary,
      body: multipart([{ name: 'file', filename, type, content }]),
    })),
  badFile.map((content) => ({
    kind: 'file in another field',
    contentType: withBoundary,
    body: multipart([{ name: 'bild', filename: 'a.png', content }]),
  })),
  badFile.map((content) => ({
    kind: 'two files',
    contentType: withBoundary,
    body: multipart([
      { name: 'file', filename: 'a.png', content },
      { name: 'file', filename: 'b.png', content },
    ]),
  })),
  fc.constant<Body>({
    kind: 'many fields',
    contentType: withBoundary,
    body: multipart(Array.from({ length: 12 }, (_, i) => ({ name: `f${i}`, content: Buffer.from('x') }))),
  }),
  badFile.map((content) => ({
    kind: 'unterminated multipart',
    contentType: withBoundary,
    body: multipart([{ name: 'file', filename: 'a.png', content }], false),
  })),
  fc
    .constantFrom(
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=other',
      'multipart/mixed; boundary=fuzzboundary',
    )
    .map((contentType) => ({
      kind: 'multipart with a wrong boundary',
      contentType,
      body: multipart([{ name: 'file', filename: 'a.png', content: pngHeader(1, 1) }]),
    })),
  fc.constant<Body>({ kind: 'empty multipart', contentType: withBoundary, body: '' }),
  fc.constant<Body>({
    kind: 'file as text field',
    contentType: withBoundary,
    body: multipart([{ name: 'file', content: Buffer.from('x') }]),
  }),
  jsonBody({ type: 'object', properties: { file: { type: 'string' } } }),
);

/** Bodies for an operation that takes none: what a confused client might still send. */
const strayBody: fc.Arbitrary<Body> = fc.oneof(
  { arbitrary: fc.constant<Body>({ kind: 'no body' }), weight: 3 },
  { arbitrary: jsonBody({ type: 'object', properties: {} }), weight: 2 },
);

function bodyFor(operation: Operation): fc.Arbitrary<Body> {
  if (!operation.body) return strayBody;
  if (operation.body.contentType.startsWith('multipart/')) return multipartBody;
  return jsonBody(operation.body.schema);
}

// ---------------------------------------------------------------------------------------------- paths and queries

/** Path segments that are no id (sent as they are: some are deliberately not valid percent-encoding). */
const NOT_AN_ID = [
  'abc',
  '1e3',
  '-1',
  '0',
  '1.5',
  '0x1F',
  '99999999999999999999',
  '2147483648',
  '%00',
  '%20',
  '%2F',
  '..',
  '.',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%FF',
  'null',
  'undefined',
  'NaN',
  '%C3%A4',
  '%F0%9F%98%80',
  '1%0A',
  '1;2',
  '1,2',
  '(1)',
  '[1]',
  '{}',
  "'1'",
  '+1',
  '%201',
  '9'.repeat(300),
  'x'.repeat(3_000),
  SOME_UUID.toUpperCase(),
  `{${SOME_UUID}}`,
  '00000000-0000-0000-0000-000000000000',
  SOME_UUID,
  `${SOME_UUID}x`,
];
const WELL_FORMED_IDS = ['1', '2', '3', '987654321', '2147483647'];

function pathValue(operation: Operation, name: string, credentials: Credentials, auth: AuthKind): fc.Arbitrary<string> {
  if (name === 'sessionId' && auth === 'valid') {
    return fc.oneof(
      { arbitrary: fc.constant(credentials.session.sessionId), weight: 8 },
      { arbitrary: fc.constantFrom(...NOT_AN_ID), weight: 2 },
    );
  }
  // Never the fuzzing admin's own account: a valid password or role change there would end its token.
  const ids = operation.path.startsWith('/api/user/')
    ? WELL_FORMED_IDS.filter((id) => id !== String(credentials.adminUserId))
    : WELL_FORMED_IDS;
  return fc.oneof({ arbitrary: fc.constantFrom(...NOT_AN_ID), weight: 3 }, { arbitrary: fc.constantFrom(...ids), weight: 2 });
}

/**
 * Percent-encodes the UTF-8 bytes of a text; unlike encodeURIComponent it never throws: a lone surrogate
 * goes out as the bytes of U+FFFD, as a browser would send it.
 */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

const queryText = (value: unknown) => (typeof value === 'string' ? value : value instanceof RawJson ? value.text : toJsonText(value));

/** The query string: declared parameters plausible, bad, repeated, badly encoded, or unknown ones. */
function queryFor(operation: Operation): fc.Arbitrary<{ query: string; spoiled: boolean }> {
  const declared = operation.queryParams.map(({ name, schema }) =>
    fc.oneof(
      { arbitrary: fc.constant<string[]>([]), weight: 3 },
      { arbitrary: fc.constant([`${name}=${percentEncoded(queryText(plausible(schema)))}`]), weight: 2 },
      { arbitrary: badValue.map((value) => [`${name}=${percentEncoded(queryText(value))}`]), weight: 3 },
      {
        arbitrary: fc.constantFrom(
          [`${name}=1`, `${name}=2`],
          [`${name}=%`],
          [`${name}=%zz`],
          [`${name}[]=1`],
          [`${name}[a]=1`],
          [name],
          [`${name}=`],
        ),
        weight: 2,
      },
    ),
  );
  const unknown = fc.oneof(
    { arbitrary: fc.constant<string[]>([]), weight: 4 },
    {
      arbitrary: fc.tuple(oddFieldName, badValue).map(([name, value]) => [`${percentEncoded(name)}=${percentEncoded(queryText(value))}`]),
      weight: 1,
    },
    {
      arbitrary: fc.constantFrom(['__proto__[role]=ADMIN'], ['constructor=1'], ['&&&'], ['='], ['a=%00'], [`q=${'x'.repeat(8_000)}`]),
      weight: 1,
    },
  );
  return fc.tuple(fc.tuple(...declared), unknown).map(([params, extra]) => {
    const parts = [...params.flat(), ...extra];
    return { query: parts.length ? `?${parts.join('&')}` : '', spoiled: parts.length > 0 };
  });
}

// ---------------------------------------------------------------------------------------------- tokens and headers

function authFor(operation: Operation, credentials: Credentials): fc.Arbitrary<{ auth: AuthKind; header?: string }> {
  const valid = operation.access === 'session' ? credentials.session.jwt : credentials.adminToken;
  const other = operation.access === 'session' ? credentials.adminToken : credentials.session.jwt;
  const garbage = fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Bearer x.y.z',
    'Bearer null',
    `Bearer ${valid.slice(0, -2)}xx`,
    `Bearer ${valid}.${valid}`,
    `Bearer ${other}`,
    `Basic ${Buffer.from('admin:admin').toString('base64')}`,
    `Bearer ${'a'.repeat(8_000)}`,
    `Token ${valid}`,
    `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"1","roles":["ADMIN"]}').toString('base64url')}.`,
  );
  const validShare = operation.access === 'public' ? 1 : 7;
  return fc.oneof(
    { arbitrary: fc.constant({ auth: 'valid' as const, header: `Bearer ${valid}` }), weight: validShare },
    { arbitrary: fc.constant({ auth: 'none' as const }), weight: 2 },
    { arbitrary: garbage.map((header) => ({ auth: 'garbage' as const, header })), weight: 1 },
  );
}

/** Headers a request may also carry, odd ones among them. */
const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { arbitrary: fc.constant({}), weight: 6 },
  {
    arbitrary: fc.constantFrom<Record<string, string>>(
      { 'idempotency-key': 'k'.repeat(500) },
      { 'idempotency-key': '' },
      { 'idempotency-key': 'Ã¤' },
      { 'if-none-match': '"garbage", W/"x", *' },
      { accept: 'application/xml' },
      { 'accept-encoding': 'br;q=abc, gzip;q=-1' },
      { 'x-forwarded-for': 'not-an-ip, 999.1.1.1' },
      { range: 'bytes=5-1' },
      { 'content-language': 'xx' },
      { 'accept-language': '*;q=2' },
    ),
    weight: 1,
  },
);

// ---------------------------------------------------------------------------------------------- requests

function concretePath(operation: Operation, values: Record<string, string>): string {
  return operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => values[name]);
}

/** Everything wrong a request to this operation could be, as one arbitrary. */
export function requestArbitrary(operation: Operation, credentials: Credentials): fc.Arbitrary<FuzzRequest> {
  return authFor(operation, credentials).chain(({ auth, header }) =>
    fc
      .tuple(
        fc.record(Object.fromEntries(operation.pathParams.map(({ name }) => [name, pathValue(operation, name, credentials, auth)]))),
        queryFor(operation),
        bodyFor(operation),
        extraHeaders,
      )
      .map(([pathValues, { query, spoiled }, body, headers]) => {
        const allHeaders: Record<string, string> = { ...headers, ...body.headers };
        if (header) allHeaders.authorization = header;
        if (body.contentType) allHeaders['content-type'] = body.contentType;
        const kinds = [body.kind, spoiled ? 'query' : '', Object.keys(headers).length ? 'odd header' : ''].filter(Boolean);
        return {
          method: operation.method,
          path: concretePath(operation, pathValues) + query,
          headers: allHeaders,
          body: body.body,
          auth,
          kind: kinds.join(' + '),
        };
      }),
  );
}

/** `count` requests for the operation, the same for the same seed. */
export function requestsFor(operation: Operation, credentials: Credentials, seed: number, count: number): FuzzRequest[] {
  return fc.sample(requestArbitrary(operation, credentials), { seed, numRuns: count });
}
