import { createPrivateKey, createPublicKey, generateKeyPairSync, sign } from 'node:crypto';

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

  publicMaterial(): SignerMaterial {
    return {
      signatureDeviceType: 'PUBLIC_KEY',
      signatureCertificateOrPublicKey: createPublicKey(this.key).export({ type: 'spki', format: 'der' }).toString('base64'),
    };
  }
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

  publicMaterial(): SignerMaterial {
    return this.unit.publicMaterial();
  }
}
