import 'reflect-metadata';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config/app-config.js';
import { createApp } from './create-app.js';

// dist/server/src/main.js → the repository root is four levels up.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

async function main(): Promise<void> {
  const config = loadConfig(process.env, {
    guestUiDist: resolve(root, 'guest-ui/dist'),
    adminUiDist: resolve(root, 'admin-ui/dist'),
  });
  const app = await createApp(config);
  await app.listen(config.port);
  console.log(
    `Tischlein is serving on http://localhost:${config.port} (${config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`})`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
