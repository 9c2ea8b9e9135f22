import { X509Certificate } from 'node:crypto';
import type { FiskaltrustSignerConfig } from '../config/app-config.js';
import type { RegisterUnit } from './rksv-register.entity.js';
import { ProviderSigner, rawSignature } from './rksv-signer.js';
import { SIGN_TIMEOUT_MS } from './rksv-timeouts.js';

/** Which fiskaltrust CashBox a unit is: the configuration it is signed through is found by it. */
export const fiskaltrustAccountOf = (config: FiskaltrustSignerConfig) => `${config.url}/${config.cashboxId}`;

async function call<T>(config: FiskaltrustSignerConfig, method: 'GET' | 'POST', operation: string, body?: object): Promise<T> {
  const response = await fetch(`${config.url}/api/v0/iatsscd/${operation}`, {
    method,
    headers: { cashboxid: config.cashboxId, accesstoken: config.accessToken, ...(body && { 'Content-Type': 'application/json' }) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(SIGN_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`fiskaltrust ${operation}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The register's unit at fiskaltrust RKSV.Sign (REST, the IATSSCD interface), asked once at commissioning: its
 * certificate (whose serial is the receipts' key id) and the provider code.
 */
export async function fiskaltrustUnit(config: FiskaltrustSignerConfig): Promise<RegisterUnit> {
  const { certificateBase64 } = await call<{ certificateBase64: string }>(config, 'GET', 'certificate');
  const { zda } = await call<{ zda: string }>(config, 'GET', 'zda');
  return {
    keyId: new X509Certificate(Buffer.from(certificateBase64, 'base64')).serialNumber.toLowerCase(),
    zda,
    kind: 'FISKALTRUST',
    account: fiskaltrustAccountOf(config),
    material: { signatureDeviceType: 'CERTIFICATE', signatureCertificateOrPublicKey: certificateBase64 },
    certificateChain: [],
  };
}

/** fiskaltrust RKSV.Sign: signs the JWS signing input (`POST iatsscd/sign`, Base64 in and out) with the CashBox's key. */
export class FiskaltrustSigner extends ProviderSigner<FiskaltrustSignerConfig> {
  readonly label = 'fiskaltrust RKSV.Sign';

  protected async signWith(config: FiskaltrustSignerConfig, data: Buffer): Promise<Buffer> {
    const { signedDataBase64 } = await call<{ signedDataBase64: string }>(config, 'POST', 'sign', { dataBase64: data.toString('base64') });
    const signature = rawSignature(Buffer.from(signedDataBase64, 'base64'));
    if (!signature) throw new Error('fiskaltrust answered no ECDSA P-256 signature');
    return signature;
  }

  protected ping(config: FiskaltrustSignerConfig): Promise<unknown> {
    return call(config, 'POST', 'echo', { message: 'tischlein' });
  }
}
