/**
 * The generators' seed: FUZZ_SEED when set (to replay a failure exactly), else a fresh one.
 * Printed before anything is sent, so every run can be repeated.
 */
export function fuzzSeed(suite: string): number {
  const raw = process.env.FUZZ_SEED;
  const seed = raw ? Number(raw) : Math.floor(Math.random() * 2 ** 31);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be a whole number, got "${raw}"`);
  process.stdout.write(`\n${suite}: seed ${seed} (repeat with FUZZ_SEED=${seed} npm run test:fuzz)\n`);
  return seed;
}

/** A seed of its own for one part (an operation), so adding an operation leaves the others' requests as they were. */
export function seedFor(seed: number, part: string): number {
  let hash = seed | 0;
  for (const char of part) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}
