import { beforeAll, expect, it } from '@jest/globals';
import { createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatCommaDecimal } from '../src/common/money.js';
import { describeWithVerifier, RKSV_VERIFY_DIR } from './support/rksv-verifier.js';
import {
  chainValue,
  compactJws,
  encryptTurnover,
  FAILED_SIGNATURE,
  JWS_HEADER,
  machineCode,
  NO_AMOUNTS,
  receiptPayload,
  signingInput,
  turnoverIv,
} from '../src/rksv/rksv-code.js';

interface KnownAnswers {
  aesKey: string;
  kassenId: string;
  jws1: string;
  publicKey1: string;
  vectors: Record<string, string>;
}

describeWithVerifier('the RKSV machine code (suite R1)', () => {
  // The known-answer vectors of the independent verifier (BMF scenario 1's register and key).
  let known: KnownAnswers;
  let aesKey: Buffer;
  const receiptId = (n: number) => `${known.kassenId}-Receipt-ID-${n}`;
  beforeAll(() => {
    known = JSON.parse(readFileSync(join(RKSV_VERIFY_DIR, 'vectors.json'), 'utf8')) as KnownAnswers;
    aesKey = Buffer.from(known.aesKey, 'base64');
  });

  it('encrypts the turnover counter as the known-answer vectors say', () => {
    expect(turnoverIv(known.kassenId, receiptId(1)).toString('hex')).toBe(known.vectors.iv_receipt1);
    expect(encryptTurnover(aesKey, known.kassenId, receiptId(1), 0n)).toBe(known.vectors.enc_tc_receipt1_0);
    expect(encryptTurnover(aesKey, known.kassenId, receiptId(13), 97719n)).toBe(known.vectors.enc_tc_receipt13_97719);
    expect(encryptTurnover(aesKey, known.kassenId, receiptId(2), -1234n, 5)).toBe(known.vectors.enc_tc_negative_5byte);
  });

  it('chains from the Kassen-ID, then from the previous receipt’s whole JWS', () => {
    expect(chainValue(null, known.kassenId)).toBe(known.vectors.chain_first);
    expect(chainValue(known.jws1, known.kassenId)).toBe(known.vectors.chain_second);
  });

  it('builds the Startbeleg of the vectors field by field, and its signature verifies with their key', () => {
    const payload = receiptPayload({
      zda: 'AT0',
      cashRegisterId: known.kassenId,
      receiptNumber: receiptId(1),
      dateTime: '2016-03-11T03:57:08',
      amounts: NO_AMOUNTS,
      counter: encryptTurnover(aesKey, known.kassenId, receiptId(1), 0n),
      keyId: 'U:ATU12345678-K1',
      chain: chainValue(null, known.kassenId),
    });
    const [header, encodedPayload, signature] = known.jws1.split('.');
    expect(header).toBe(JWS_HEADER);
    expect(Buffer.from(encodedPayload, 'base64url').toString('utf8')).toBe(payload);
    const raw = Buffer.from(signature, 'base64url');
    expect(compactJws(payload, raw)).toBe(known.jws1);
    const key = createPublicKey({ key: Buffer.from(known.publicKey1, 'base64'), format: 'der', type: 'spki' });
    expect(verify('sha256', signingInput(payload), { key, dsaEncoding: 'ieee-p1363' }, raw)).toBe(true);
    expect(machineCode(known.jws1)).toBe(`${payload}_${raw.toString('base64')}`);
  });

  it('writes amounts with a comma and two decimals, and marks a receipt of a failed signature unit', () => {
    expect([0, 5, 1234, -500, 123456789].map(formatCommaDecimal)).toEqual(['0,00', '0,05', '12,34', '-5,00', '1234567,89']);
    expect(() => formatCommaDecimal(1.5)).toThrow(RangeError);
    expect(FAILED_SIGNATURE).toBe('U2ljaGVyaGVpdHNlaW5yaWNodHVuZyBhdXNnZWZhbGxlbg');
    expect(compactJws('_x', null).endsWith(`.${FAILED_SIGNATURE}`)).toBe(true);
  });
});
