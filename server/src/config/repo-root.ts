import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root folder, found from this file whether it runs compiled (server/dist/server/src/…)
 * or from its sources (jest): the nearest folder above with both package.json and migrations/. Default
 * paths (the embedded database, the built web apps) hang off it, so they do not depend on the folder a
 * command was started from (`npm start` runs the server inside server/).
 */
export function repoRoot(start: string = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start; dirname(dir) !== dir; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'migrations'))) return dir;
  }
  return process.cwd();
}
