import { Injectable, Optional } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { accountOf, type ATrustConfig, ATrustSigner } from './a-trust-signer.js';
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
    if (unit.kind === 'A_TRUST') return new ATrustSigner(this.aTrustConfig(unit.account), unit);
    return new SoftwareSigner(unit.keyId, unit.softwareKey!);
  }

  /** The configured A-Trust account of a unit (its primary or fallback); null when it is configured no more. */
  private aTrustConfig(account: string | undefined): ATrustConfig | null {
    const configured = [this.config?.rksvSigner, this.config?.rksvFallbackSigner].filter((c): c is ATrustConfig => c?.kind === 'A_TRUST');
    return configured.find((c) => accountOf(c) === account) ?? null;
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
