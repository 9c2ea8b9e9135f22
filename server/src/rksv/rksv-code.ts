import { createCipheriv, createHash } from 'node:crypto';
import { formatCommaDecimal } from '../common/money.js';

/**
 * The RKSV machine-readable code, suite R1 (Registrierkassensicherheitsverordnung, Anlage): the 12 fields of a
 * receipt, the encrypted turnover counter, the chain value and the compact JWS around them. Pure functions; the
 * known-answer vectors of ../shared/rksv-verify prove them (rksv-code.spec.ts).
 */

/** `{"alg":"ES256"}`, written exactly so: generic JWS libraries add "typ" or reorder the keys, which the law's checkers refuse. */
export const JWS_HEADER = 'eyJhbGciOiJFUzI1NiJ9';

/** What a receipt carries instead of a signature while the signature unit has failed: "Sicherheitseinrichtung ausgefallen". */
export const FAILED_SIGNATURE = Buffer.from('Sicherheitseinrichtung ausgefallen').toString('base64url');

/** The turnover counter field of a training receipt ("TRA") and of a storno receipt ("STO"). */
export const TRAINING_COUNTER = Buffer.from('TRA').toString('base64');
export const STORNO_COUNTER = Buffer.from('STO').toString('base64');

/** The five amounts of a receipt, in cents, by the law's rate groups. */
export interface RateGroupAmounts {
  /** Betrag-Satz-Normal: 20 %. */
  normal: number;
  /** Betrag-Satz-Ermaessigt-1: 10 %. */
  reduced1: number;
  /** Betrag-Satz-Ermaessigt-2: 13 %. */
  reduced2: number;
  /** Betrag-Satz-Null: 0 %. */
  zero: number;
  /** Betrag-Satz-Besonders: 19 % (Jungholz, Mittelberg) and 4.9 %. */
  special: number;
}

export const NO_AMOUNTS: RateGroupAmounts = { normal: 0, reduced1: 0, reduced2: 0, zero: 0, special: 0 };

const GROUPS = ['normal', 'reduced1', 'reduced2', 'zero', 'special'] as const;

export const sumOfAmounts = (amounts: RateGroupAmounts) => GROUPS.reduce((sum, group) => sum + amounts[group], 0);

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest();

/** The counter's IV: the first 16 bytes of SHA-256(Kassen-ID ‖ Belegnummer). */
export function turnoverIv(cashRegisterId: string, receiptNumber: string): Buffer {
  return sha256(Buffer.from(cashRegisterId + receiptNumber, 'utf8')).subarray(0, 16);
}

/** The turnover counter (cents, two's complement big-endian in `bytes` bytes) encrypted with AES-256-CTR, in standard Base64. */
export function encryptTurnover(aesKey: Buffer, cashRegisterId: string, receiptNumber: string, cents: bigint, bytes = 8): string {
  if (bytes < 5 || bytes > 16) throw new RangeError('the counter has 5 to 16 bytes');
  const plain = Buffer.alloc(16);
  BigInt.asUintN(bytes * 8, cents)
    .toString(16)
    .padStart(bytes * 2, '0')
    .match(/../g)!
    .forEach((hex, i) => (plain[i] = parseInt(hex, 16)));
  const cipher = createCipheriv('aes-256-ctr', aesKey, turnoverIv(cashRegisterId, receiptNumber));
  return Buffer.concat([cipher.update(plain), cipher.final()])
    .subarray(0, bytes)
    .toString('base64');
}

/** Sig-Voriger-Beleg: 8 bytes of SHA-256 over the previous receipt's whole compact JWS, or over the Kassen-ID for the first. */
export function chainValue(previousJws: string | null, cashRegisterId: string): string {
  return sha256(Buffer.from(previousJws ?? cashRegisterId, 'utf8'))
    .subarray(0, 8)
    .toString('base64');
}

/** The fields of a receipt's machine code, in the law's order. */
export interface ReceiptFields {
  /** The signature unit's provider: "AT0" for a closed system's own key, "AT1" A-Trust, … */
  zda: string;
  cashRegisterId: string;
  receiptNumber: string;
  /** yyyy-MM-ddTHH:mm:ss, local time. */
  dateTime: string;
  amounts: RateGroupAmounts;
  /** The encrypted counter, or TRAINING_COUNTER / STORNO_COUNTER. */
  counter: string;
  /** Field 11: "U:ATU12345678-K1" (closed system) or the certificate's serial. */
  keyId: string;
  chain: string;
}

/** The JWS payload: `_R1-<ZDA>_<Kassen-ID>_<Belegnummer>_<Datum>_<5 amounts>_<counter>_<key>_<chain>`. */
export function receiptPayload(fields: ReceiptFields): string {
  const amounts = GROUPS.map((group) => formatCommaDecimal(fields.amounts[group]));
  return [
    '',
    `R1-${fields.zda}`,
    fields.cashRegisterId,
    fields.receiptNumber,
    fields.dateTime,
    ...amounts,
    fields.counter,
    fields.keyId,
    fields.chain,
  ].join('_');
}

/** What the signature unit signs: the ASCII bytes of `header.payload`. */
export const signingInput = (payload: string) =>
  Buffer.from(`${JWS_HEADER}.${Buffer.from(payload, 'utf8').toString('base64url')}`, 'ascii');

/** The compact JWS; `signature` is the raw 64-byte R‖S, or null when the signature unit had failed. */
export function compactJws(payload: string, signature: Buffer | null): string {
  return `${signingInput(payload).toString('ascii')}.${signature ? signature.toString('base64url') : FAILED_SIGNATURE}`;
}

/** The machine-readable code a QR code on the receipt carries: the payload, `_`, the signature in standard Base64. */
export function machineCode(jws: string): string {
  const [, payload, signature] = jws.split('.');
  return `${Buffer.from(payload, 'base64url').toString('utf8')}_${Buffer.from(signature, 'base64url').toString('base64')}`;
}

/** The Kassen-ID and Belegnummer may not contain "_" (it separates the fields); printable ASCII keeps them portable. */
export const RKSV_ID_PATTERN = /^[A-Za-z0-9.:-]{1,40}$/;
