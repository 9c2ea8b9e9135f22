import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { repoRoot } from '../../src/config/repo-root.js';

/**
 * The independent RKSV checker beside the repository (../shared/rksv-verify, or RKSV_VERIFY_DIR): its known-answer
 * vectors and its verifier. Used, never copied in, so a misunderstanding cannot hide in both.
 */
export const RKSV_VERIFY_DIR = resolve(process.env.RKSV_VERIFY_DIR ?? join(repoRoot(), '..', 'shared', 'rksv-verify'));

if (!existsSync(join(RKSV_VERIFY_DIR, 'verify.mjs')))
  throw new Error(`The RKSV verifier is not at ${RKSV_VERIFY_DIR}: set RKSV_VERIFY_DIR to the folder holding verify.mjs`);

export interface DepVerdict {
  valid: boolean | null;
  receipts?: number;
  signed?: number;
  failedDevice?: number;
  training?: number;
  storno?: number;
  turnover?: string;
  turnoverCents?: number;
  rule?: string;
  receipt?: string;
  detail?: string;
}

type VerifyDep = (dep: unknown, container: unknown) => DepVerdict;

/** The verifier's verifyDep(dep, container), imported from its folder. */
export async function verifyDep(dep: unknown, container: unknown): Promise<DepVerdict> {
  const { verifyDep: verify } = (await import(join(RKSV_VERIFY_DIR, 'verify.mjs'))) as { verifyDep: VerifyDep };
  return verify(dep, container);
}
