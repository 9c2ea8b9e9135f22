import { X509Certificate } from 'node:crypto';
import type { ATrustSignerConfig } from '../config/app-config.js';
import type { RegisterUnit } from './rksv-register.entity.js';
import { ProviderSigner } from './rksv-signer.js';
import { SIGN_TIMEOUT_MS } from './rksv-timeouts.js';

export type ATrustConfig = ATrustSignerConfig;

interface CertificateAnswer {
  Signaturzertifikat: string;
  Zertifizierungsstellen?: string[];
}

/** Which A-Trust account a unit is: the configuration it is signed through is found by it. */
export const accountOf = (config: ATrustConfig) => `${config.url}/${config.username}`;

async function call<T>(config: ATrustConfig, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const response = await fetch(`${config.url}/${encodeURIComponent(config.username)}/${path}`, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(SIGN_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`A-Trust ${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The register's unit at A-Trust (a.sign RK HSM, REST v2), asked once at commissioning: its certificate (whose serial
 * is the receipts' key id), the issuing chain, and the provider code ("AT1").
 */
export async function aTrustUnit(config: ATrustConfig): Promise<RegisterUnit> {
  const certificate = await call<CertificateAnswer>(config, 'GET', 'Certificate');
  const { zdaid } = await call<{ zdaid: string }>(config, 'GET', 'ZDA');
  const serial = new X509Certificate(Buffer.from(certificate.Signaturzertifikat, 'base64')).serialNumber.toLowerCase();
  return {
    keyId: serial,
    zda: zdaid,
    kind: 'A_TRUST',
    account: accountOf(config),
    material: { signatureDeviceType: 'CERTIFICATE', signatureCertificateOrPublicKey: certificate.Signaturzertifikat },
    certificateChain: certificate.Zertifizierungsstellen ?? [],
  };
}

/**
 * A-Trust's a.sign RK HSM: signs the receipt's payload as a JWS (`POST <user>/Sign/JWS` with the account's password)
 * and answers the signature, once the JWS it sent back is checked to be over exactly that header and payload.
 */
export class ATrustSigner extends ProviderSigner<ATrustConfig> {
  readonly label = 'A-Trust a.sign RK HSM';

  protected async signWith(config: ATrustConfig, data: Buffer): Promise<Buffer> {
    const [header, payload] = data.toString('ascii').split('.');
    const { result } = await call<{ result: string }>(config, 'POST', 'Sign/JWS', {
      password: config.password,
      jws_payload: Buffer.from(payload, 'base64url').toString('utf8'),
    });
    const [signedHeader, signedPayload, signature] = result.split('.');
    if (signedHeader !== header || signedPayload !== payload) throw new Error('A-Trust signed another header or payload');
    return Buffer.from(signature, 'base64url');
  }

  protected ping(config: ATrustConfig): Promise<unknown> {
    return call(config, 'GET', 'ZDA');
  }
}
