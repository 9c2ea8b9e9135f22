import { Injectable } from '@nestjs/common';
import type { RegisterUnit, RksvRegister } from './rksv-register.entity.js';
import { type RksvSigner, SoftwareSigner } from './rksv-signer.js';

/** How long a signature unit may take before the receipt is made without it ("Sicherheitseinrichtung ausgefallen"). */
export const SIGN_TIMEOUT_MS = 3000;

/** The signature units a register signs with, the primary first and then its failover. */
@Injectable()
export class RksvSigners {
  unitsOf(register: Pick<RksvRegister, 'units'>): RksvSigner[] {
    return register.units.map((unit) => this.signerOf(unit));
  }

  protected signerOf(unit: RegisterUnit): RksvSigner {
    return new SoftwareSigner(unit.keyId, unit.softwareKey!);
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
