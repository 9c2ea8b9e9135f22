import { createPrivateKey, createPublicKey, generateKeyPairSync, sign } from 'node:crypto';
import type { RegisterUnit } from './rksv-register.entity.js';

/**
 * A signature unit (Signaturerstellungseinheit): what signs a receipt. The register only knows this interface; the
 * software signer (demo and tests) implements it here, hardware and cloud units (A-Trust, fiskaltrust) beside it.
 */
export interface RksvSigner {
  /** What the back office calls it ("Software (Testbetrieb)", "A-Trust a.sign RK HSM"). */
  readonly label: string;
  /** The provider code of the machine code's first field: "AT0" for a closed system's own key, "AT1" A-Trust, … */
  readonly zda: string;
  /** Field 11: the key's id in a closed system ("U:ATU12345678-K1"), else the certificate's serial. */
  readonly keyId: string;
  /** A test signer: every receipt and the back office say "Testbetrieb". */
  readonly forTestsOnly: boolean;
  /** ES256 over `data`: the raw 64-byte R‖S. Rejects when the unit does not answer or refuses. */
  sign(data: Buffer): Promise<Buffer>;
  /** What the crypto container lists for the key (Base64 DER SubjectPublicKeyInfo, or the certificate). */
  publicMaterial(): SignerMaterial;
  /** Whether the unit answers now (asked while it is out, to make the Sammelbeleg as soon as it is back). */
  health(): Promise<boolean>;
}

export interface SignerMaterial {
  signatureDeviceType: 'PUBLIC_KEY' | 'CERTIFICATE';
  /** Standard Base64 of the DER SubjectPublicKeyInfo, or of the X.509 certificate. */
  signatureCertificateOrPublicKey: string;
}

/** A new software signer's key as the register keeps it: PKCS#8 DER, standard Base64. */
export const newSoftwareKey = () =>
  generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64');

/**
 * The software signer: a P-256 key the register keeps in the database, so every server process on it signs with the
 * same key. Only for trying the product and for tests: not a certified unit.
 */
export class SoftwareSigner implements RksvSigner {
  readonly label = 'Software (Testbetrieb)';
  readonly zda = 'AT0';
  readonly forTestsOnly = true;
  private readonly key;

  constructor(
    readonly keyId: string,
    readonly softwareKey: string,
  ) {
    this.key = createPrivateKey({ key: Buffer.from(softwareKey, 'base64'), format: 'der', type: 'pkcs8' });
  }

  sign(data: Buffer): Promise<Buffer> {
    return Promise.resolve(sign('sha256', data, { key: this.key, dsaEncoding: 'ieee-p1363' }));
  }

  health(): Promise<boolean> {
    return Promise.resolve(true);
  }

  publicMaterial(): SignerMaterial {
    return {
      signatureDeviceType: 'PUBLIC_KEY',
      signatureCertificateOrPublicKey: createPublicKey(this.key).export({ type: 'spki', format: 'der' }).toString('base64'),
    };
  }
}

/**
 * A trust provider's unit reached over its REST API (A-Trust, fiskaltrust), through an account of the configuration:
 * when the account is configured no more, the unit counts as failed.
 */
export abstract class ProviderSigner<Config> implements RksvSigner {
  abstract readonly label: string;
  readonly forTestsOnly = false;
  readonly keyId: string;
  readonly zda: string;

  constructor(
    private readonly config: Config | null,
    private readonly unit: RegisterUnit,
  ) {
    this.keyId = unit.keyId;
    this.zda = unit.zda;
  }

  sign(data: Buffer): Promise<Buffer> {
    if (!this.config) return Promise.reject(new Error(`${this.label}: no longer configured (RKSV_SIGNER)`));
    return this.signWith(this.config, data);
  }

  health(): Promise<boolean> {
    if (!this.config) return Promise.resolve(false);
    return this.ping(this.config).then(
      () => true,
      () => false,
    );
  }

  publicMaterial(): SignerMaterial {
    return this.unit.material;
  }

  protected abstract signWith(config: Config, data: Buffer): Promise<Buffer>;

  /** Any cheap call that only succeeds while the unit answers. */
  protected abstract ping(config: Config): Promise<unknown>;
}

/** A signer that has failed: every call rejects (the BMF scenarios' damaged devices; a unit taken out in tests). */
export class FailedSigner implements RksvSigner {
  readonly label: string;
  readonly zda: string;
  readonly keyId: string;
  readonly forTestsOnly: boolean;

  constructor(private readonly unit: RksvSigner) {
    this.label = unit.label;
    this.zda = unit.zda;
    this.keyId = unit.keyId;
    this.forTestsOnly = unit.forTestsOnly;
  }

  sign(): Promise<Buffer> {
    return Promise.reject(new Error('signature unit failed'));
  }

  health(): Promise<boolean> {
    return Promise.resolve(false);
  }

  publicMaterial(): SignerMaterial {
    return this.unit.publicMaterial();
  }
}

/**
 * An ECDSA P-256 signature as the JWS needs it, raw R‖S (64 bytes), from raw or DER (SEQUENCE of two INTEGERs, as
 * many HSMs answer); null when it is neither.
 */
export function rawSignature(signature: Buffer): Buffer | null {
  if (signature.length === 64) return signature;
  if (signature[0] !== 0x30 || signature[1] !== signature.length - 2) return null;
  const parts: Buffer[] = [];
  for (let at = 2; parts.length < 2;) {
    if (signature[at] !== 0x02) return null;
    const length = signature[at + 1];
    const value = signature.subarray(at + 2, at + 2 + length);
    const trimmed = value.subarray(Math.max(0, value.length - 32));
    if (value.length > 33 || value.subarray(0, value.length - trimmed.length).some((b) => b !== 0)) return null;
    parts.push(Buffer.concat([Buffer.alloc(32 - trimmed.length), trimmed]));
    at += 2 + length;
  }
  return Buffer.concat(parts);
}
