// `npm run rksv:replay -- <scenario.json> <dir>` (docs/rksv.md): replays a BMF reference test scenario through the
// receipt service into a fresh register on a fresh embedded database, and writes dep-export.json and
// cryptographicMaterialContainer.json into <dir>.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { buildDataSourceOptions } from '../database/data-source-options.js';
import { runMigrations } from '../database/migrate.js';
import { type BmfScenario, replayScenario } from '../rksv/replay.js';

async function main(args: string[]): Promise<void> {
  // The scenarios' damaged devices would each log a warning.
  Logger.overrideLogger(['error']);
  if (args.length !== 2) throw new Error('Usage: npm run rksv:replay -- <scenario.json> <dir>');
  const scenario = JSON.parse(readFileSync(resolve(args[0]), 'utf8')) as BmfScenario;
  const out = resolve(args[1]);
  const dataDir = mkdtempSync(join(tmpdir(), 'tischlein-rksv-replay-'));
  const dataSource = await new DataSource(await buildDataSourceOptions({ dataDir, databaseUrl: null } as AppConfig)).initialize();
  try {
    await runMigrations(dataSource, true);
    const { dep, container } = await replayScenario(dataSource, scenario);
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'dep-export.json'), JSON.stringify(dep, null, 2));
    writeFileSync(join(out, 'cryptographicMaterialContainer.json'), JSON.stringify(container, null, 2));
    console.log(`${scenario.cashBoxInstructionList.length} receipts of ${scenario.cashBoxId} replayed into ${out}`);
  } finally {
    await dataSource.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main(process.argv.slice(2)).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
