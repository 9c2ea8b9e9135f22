import { Injectable, Optional } from '@nestjs/common';
import { AppConfig, type RksvSignerConfig } from '../config/app-config.js';
import { accountOf, ATrustSigner } from './a-trust-signer.js';
import { fiskaltrustAccountOf, FiskaltrustSigner } from './fiskaltrust-signer.js';
import type { RegisterUnit, RksvRegister } from './rksv-register.entity.js';
import { type RksvSigner, SoftwareSigner } from './rksv-signer.js';
import { SIGN_TIMEOUT_MS } from './rksv-timeouts.js';

/** The signature units a register signs with, the primary first and then its failover. */
@Injectable()
export class RksvSigners {
  /** Without configuration (a replay): software units only. */
  constructor(@Optional() private readonly config?: AppConfig) {}

  unitsOf(register: Pick<RksvRegister, 'units'>): RksvSigner[] {
    return register.units.map((unit) => this.signerOf(unit));
  }

  protected signerOf(unit: RegisterUnit): RksvSigner {
    if (unit.kind === 'A_TRUST') return new ATrustSigner(this.configured('A_TRUST', accountOf, unit.account), unit);
    if (unit.kind === 'FISKALTRUST') return new FiskaltrustSigner(this.configured('FISKALTRUST', fiskaltrustAccountOf, unit.account), unit);
    return new SoftwareSigner(unit.keyId, unit.softwareKey!);
  }

  /** The configured account of a unit (the primary or the fallback); null when it is configured no more. */
  private configured<Kind extends 'A_TRUST' | 'FISKALTRUST'>(
    kind: Kind,
    accountOf: (config: Extract<RksvSignerConfig, { kind: Kind }>) => string,
    account: string | undefined,
  ): Extract<RksvSignerConfig, { kind: Kind }> | null {
    const candidates = [this.config?.rksvSigner, this.config?.rksvFallbackSigner].filter(
      (c): c is Extract<RksvSignerConfig, { kind: Kind }> => c?.kind === kind,
    );
    return candidates.find((c) => accountOf(c) === account) ?? null;
  }
}

/** The unit's signature, or null when it refused or did not answer within SIGN_TIMEOUT_MS. */
export async function signOrNull(signer: RksvSigner, data: Buffer): Promise<Buffer | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), SIGN_TIMEOUT_MS)));
  try {
    const signature = await Promise.race([signer.sign(data), timeout]);
    return signature?.length === 64 ? signature : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
