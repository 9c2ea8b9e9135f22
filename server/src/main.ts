import 'reflect-metadata';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from './config/app-config.js';
import { repoRoot } from './config/repo-root.js';
import { createApp } from './create-app.js';

const root = repoRoot();

async function main(): Promise<void> {
  const config = loadConfig(process.env, {
    guestUiDist: resolve(root, 'guest-ui/dist'),
    adminUiDist: resolve(root, 'admin-ui/dist'),
  });
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  console.log(
    `Tischlein is serving on http://localhost:${config.port} (${config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`})`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
