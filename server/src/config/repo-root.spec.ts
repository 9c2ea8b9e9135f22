import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './app-config.js';
import { repoRoot } from './repo-root.js';

describe('repoRoot', () => {
  it('finds the folder with package.json and migrations above a nested start', () => {
    const root = mkdtempSync(join(tmpdir(), 'root-'));
    writeFileSync(join(root, 'package.json'), '{}');
    mkdirSync(join(root, 'migrations'));
    const nested = join(root, 'server', 'dist', 'server', 'src', 'config');
    mkdirSync(nested, { recursive: true });
    writeFileSync(join(root, 'server', 'package.json'), '{}');
    expect(repoRoot(nested)).toBe(root);
  });

  it('puts the embedded database in the repository root by default, wherever the server starts', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).dataDir).toBe(join(repoRoot(), 'data'));
    expect(repoRoot()).not.toMatch(/[/\\]server$/);
  });
});
