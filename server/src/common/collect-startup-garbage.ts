import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * One full garbage collection once the server is up. Start-up leaves large dead objects behind — above
 * all, on a first start, the temporary PGlite instance that ran initdb with its own WASM memory (~350 MB).
 * V8 counts them only as external memory of a small heap, so without this they stay resident until load
 * happens to trigger a major collection. `gc` is exposed for a moment only, to a throw-away context.
 */
export function collectStartupGarbage(): void {
  setFlagsFromString('--expose-gc');
  try {
    const gc = runInNewContext('gc') as () => void;
    gc();
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}
