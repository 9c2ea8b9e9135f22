import { createHash } from 'node:crypto';
import type { RksvReceipt } from './rksv-receipt.entity.js';
import type { RegisterUnit, RksvRegister } from './rksv-register.entity.js';

interface DepGroup {
  Signaturzertifikat: string;
  Zertifizierungsstellen: string[];
  'Belege-kompakt': string[];
}

/**
 * The DEP export (Datenerfassungsprotokoll, RKSV § 7), its receipts in the order they were chained. A closed system,
 * whose keys the crypto container holds, has one group without certificate; a trust provider's units (A-Trust) put
 * each run of receipts under the certificate that signed them, with its issuing chain.
 */
export function depExport(receipts: Array<Pick<RksvReceipt, 'jws' | 'keyId'>>, units: RegisterUnit[]) {
  const groups: DepGroup[] = [];
  let current: { keyId: string | null; group: DepGroup } | null = null;
  for (const receipt of receipts) {
    const unit = units.find((u) => u.keyId === receipt.keyId);
    const certificate = unit?.material.signatureDeviceType === 'CERTIFICATE' ? unit : null;
    const keyId = certificate ? certificate.keyId : null;
    if (!current || current.keyId !== keyId) {
      const group = {
        Signaturzertifikat: certificate?.material.signatureCertificateOrPublicKey ?? '',
        Zertifizierungsstellen: certificate?.certificateChain ?? [],
        'Belege-kompakt': [],
      };
      groups.push(group);
      current = { keyId, group };
    }
    current.group['Belege-kompakt'].push(receipt.jws);
  }
  return { 'Belege-Gruppe': groups.length ? groups : [{ Signaturzertifikat: '', Zertifizierungsstellen: [], 'Belege-kompakt': [] }] };
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
