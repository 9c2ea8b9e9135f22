import { createHash } from 'node:crypto';
import type { RksvReceipt } from './rksv-receipt.entity.js';
import type { RksvRegister } from './rksv-register.entity.js';

/**
 * The DEP export (Datenerfassungsprotokoll, RKSV § 7) of a closed system, whose keys the crypto container holds: one
 * group without certificate, its receipts in the order they were chained.
 */
export function depExport(receipts: Array<Pick<RksvReceipt, 'jws'>>) {
  return {
    'Belege-Gruppe': [{ Signaturzertifikat: '', Zertifizierungsstellen: [] as string[], 'Belege-kompakt': receipts.map((r) => r.jws) }],
  };
}

/** cryptographicMaterialContainer.json: the AES key and the public key of every signature unit the register signed with. */
export function cryptoContainer(register: Pick<RksvRegister, 'aesKey' | 'units'>) {
  return {
    base64AESKey: register.aesKey,
    certificateOrPublicKeyMap: Object.fromEntries(register.units.map((unit) => [unit.keyId, { id: unit.keyId, ...unit.material }])),
  };
}

/** FinanzOnline's check value of the AES key (BMF, "Prüfwertberechnung AES-Schlüssel"): 3 bytes of SHA-256 over its Base64, Base64 without "=". */
export function aesKeyChecksum(base64AesKey: string): string {
  return createHash('sha256').update(base64AesKey, 'utf8').digest().subarray(0, 3).toString('base64').replace(/=/g, '');
}
