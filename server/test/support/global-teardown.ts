import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env.TISCHLEIN_TEMPLATE_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
