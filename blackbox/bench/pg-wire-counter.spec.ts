import { describe, expect, it } from '@jest/globals';
import { FrontendParser } from '../bench/pg-wire-counter.js';

/** A typed frontend message: type byte, int32 length (itself included), body. */
const message = (type: string, body = Buffer.alloc(0)) => {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
};

/** A startup-phase message: int32 length, int32 code, body. */
const startup = (code: number, body = Buffer.alloc(0)) => {
  const head = Buffer.alloc(8);
  head.writeInt32BE(body.length + 8, 0);
  head.writeInt32BE(code, 4);
  return Buffer.concat([head, body]);
};

const SSL_REQUEST = 80877103;
const PROTOCOL_3 = 196608;

function count(chunks: Buffer[]): number {
  let statements = 0;
  const parser = new FrontendParser(() => (statements += 1));
  for (const chunk of chunks) parser.push(chunk);
  return statements;
}

describe('bench PG wire statement counter', () => {
  const session = Buffer.concat([
    startup(SSL_REQUEST),
    startup(PROTOCOL_3, Buffer.from('user\0postgres\0database\0test\0\0', 'latin1')),
    message('p', Buffer.from('secret\0', 'latin1')),
    message('Q', Buffer.from('SELECT 1\0', 'latin1')),
    // Extended query: Parse, Bind, Describe, Execute, Sync – one statement.
    message('P', Buffer.from('\0SELECT $1\0\0\0', 'latin1')),
    message('B', Buffer.alloc(12)),
    message('D', Buffer.from('P\0', 'latin1')),
    message('E', Buffer.from('\0\0\0\0\0', 'latin1')),
    message('S'),
    message('X'),
  ]);

  it('counts Query and Execute messages after the startup phase', () => {
    expect(count([session])).toBe(2);
  });

  it('counts the same when the stream arrives in arbitrary pieces', () => {
    for (const size of [1, 3, 7, 64]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < session.length; at += size) chunks.push(session.subarray(at, at + size));
      expect(count(chunks)).toBe(2);
    }
  });

  it('does not take bytes of the startup message or of a password for a message type', () => {
    const tricky = Buffer.concat([startup(PROTOCOL_3, Buffer.from('user\0Q\0\0', 'latin1')), message('p', Buffer.from('QE\0', 'latin1'))]);
    expect(count([tricky])).toBe(0);
  });
});
