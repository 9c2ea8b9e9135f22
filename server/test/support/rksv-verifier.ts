import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe } from '@jest/globals';
import { repoRoot } from '../../src/config/repo-root.js';

/**
 * The independent RKSV checker beside the repository (../shared/rksv-verify, or RKSV_VERIFY_DIR): its known-answer
 * vectors and its verifier. Used, never copied in, so a misunderstanding cannot hide in both.
 */
const given = process.env.RKSV_VERIFY_DIR;
export const RKSV_VERIFY_DIR = resolve(given ?? join(repoRoot(), '..', 'shared', 'rksv-verify'));
const present = existsSync(join(RKSV_VERIFY_DIR, 'verify.mjs'));

if (given && !present) throw new Error(`RKSV_VERIFY_DIR=${given} holds no verify.mjs`);
if (!present)
  process.stdout.write(`The RKSV verifier is not at ${RKSV_VERIFY_DIR}: its tests are skipped (set RKSV_VERIFY_DIR; CI does)\n`);

/**
 * `describe` for the tests that need the verifier. A clone without it beside (a newcomer's, elsewhere) skips them;
 * CI sets RKSV_VERIFY_DIR, and a given folder without the verifier fails the run instead.
 */
export const describeWithVerifier: typeof describe | typeof describe.skip = present ? describe : describe.skip;

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
