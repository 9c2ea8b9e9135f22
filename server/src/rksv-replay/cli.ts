// `npm run rksv:replay -- <scenario.json>... <dir>` (docs/rksv.md): replays BMF reference test scenarios through the
// receipt service, each into a fresh register on one fresh embedded database, and writes dep-export.json and
// cryptographicMaterialContainer.json into <dir> (one scenario) or into <dir>/<scenario name>/ (several).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { buildDataSourceOptions } from '../database/data-source-options.js';
import { runMigrations } from '../database/migrate.js';
import { type BmfScenario, putReplayedRegisterAside, replayScenario } from '../rksv/replay.js';

async function replayInto(dataSource: DataSource, scenarioFile: string, out: string): Promise<void> {
  const scenario = JSON.parse(readFileSync(scenarioFile, 'utf8')) as BmfScenario;
  const { dep, container } = await replayScenario(dataSource, scenario);
  await putReplayedRegisterAside(dataSource);
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'dep-export.json'), JSON.stringify(dep, null, 2));
  writeFileSync(join(out, 'cryptographicMaterialContainer.json'), JSON.stringify(container, null, 2));
  console.log(`${scenario.cashBoxInstructionList.length} receipts of ${scenario.cashBoxId} replayed into ${out}`);
}

async function main(args: string[]): Promise<void> {
  // The scenarios' damaged devices would each log a warning.
  Logger.overrideLogger(['error']);
  if (args.length < 2) throw new Error('Usage: npm run rksv:replay -- <scenario.json>... <dir>');
  const scenarioFiles = args.slice(0, -1).map((file) => resolve(file));
  const out = resolve(args.at(-1)!);
  // Migrating a fresh database costs more than a replay: every scenario goes into the same one.
  const dataDir = mkdtempSync(join(tmpdir(), 'tischlein-rksv-replay-'));
  const dataSource = await new DataSource(await buildDataSourceOptions({ dataDir, databaseUrl: null } as AppConfig)).initialize();
  try {
    await runMigrations(dataSource, true);
    for (const file of scenarioFiles) {
      await replayInto(dataSource, file, scenarioFiles.length === 1 ? out : join(out, basename(file, '.json')));
    }
  } finally {
    await dataSource.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main(process.argv.slice(2)).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
