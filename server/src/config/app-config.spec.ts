import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './app-config.js';

const secret = 'x'.repeat(32);

describe('loadConfig', () => {
  it('has working defaults: port 3000, embedded database, demo seed, admin "admin"', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      // Every interface: guests' phones on the restaurant's network and the proxy of docker-compose.yml reach it.
      host: '0.0.0.0',
      databaseUrl: null,
      seedDemo: true,
      adminUsername: 'admin',
      adminPassword: null,
      publicUrl: 'http://localhost:3000',
    });
    // The generated secret is kept, so tokens survive a restart.
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ HOST: 'every-interface' }, 'HOST'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://example.com' }, 'PUBLIC_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ API_DOCS: 'private' }, 'API_DOCS'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_USERNAME: 'a b' }, 'ADMIN_USERNAME'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ RATE_LIMIT_FACTOR: '-1' }, 'RATE_LIMIT_FACTOR'],
    [{ SESSION_IDLE_HOURS: '0' }, 'SESSION_IDLE_HOURS'],
    [{ SESSION_IDLE_HOURS: '1.5' }, 'SESSION_IDLE_HOURS'],
    [{ ORDER_MAX_QUANTITY: '100' }, 'ORDER_MAX_QUANTITY'],
    [{ ORDER_MAX_LINES: 'many' }, 'ORDER_MAX_LINES'],
    [{ ORDER_MAX_TOTAL: '0' }, 'ORDER_MAX_TOTAL'],
    [{ ORDER_MAX_OPEN_PER_TABLE: '0' }, 'ORDER_MAX_OPEN_PER_TABLE'],
    [{ TRUST_PROXY: '10.0.0.300' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ PRINT_WORKER: 'sometimes' }, 'PRINT_WORKER'],
    [{ PRINTER_FAILING_SECONDS: '0' }, 'PRINTER_FAILING_SECONDS'],
  ])('fails fast on %p naming %s', (env, variable) => {
    expect(() => loadConfig({ JWT_SECRET: secret, ...env })).toThrow(`Invalid configuration: ${variable}`);
  });

  it('reads PostgreSQL, public URL and log level from the environment', () => {
    const config = loadConfig({
      JWT_SECRET: secret,
      DATABASE_URL: 'postgres://u@h/db',
      PUBLIC_URL: 'https://tisch.example/',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      PORT: '8080',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://u@h/db',
      publicUrl: 'https://tisch.example',
      logLevels: ['fatal', 'error', 'warn'],
      seedDemo: false,
      port: 8080,
    });
    expect(config.servedOverHttps).toBe(true);
  });

  it('has sensible guest limits that the environment can change', () => {
    expect(loadConfig({ JWT_SECRET: secret })).toMatchObject({
      rateLimitFactor: 1,
      sessionIdleHours: 12,
      orderLimits: { maxQuantityPerLine: 50, maxLines: 40, maxTotalCents: 200_000, maxOpenPerTable: 8, maxOpenPerSession: 3 },
    });
    const custom = loadConfig({
      JWT_SECRET: secret,
      RATE_LIMIT_FACTOR: '2.5',
      SESSION_IDLE_HOURS: '4',
      ORDER_MAX_QUANTITY: '20',
      ORDER_MAX_LINES: '10',
      ORDER_MAX_TOTAL: '500',
      ORDER_MAX_OPEN_PER_TABLE: '12',
      ORDER_MAX_OPEN_PER_SESSION: '4',
    });
    expect(custom).toMatchObject({
      rateLimitFactor: 2.5,
      sessionIdleHours: 4,
      orderLimits: { maxQuantityPerLine: 20, maxLines: 10, maxTotalCents: 50_000, maxOpenPerTable: 12, maxOpenPerSession: 4 },
    });
  });

  it('trusts no proxy unless TRUST_PROXY names them', () => {
    expect(loadConfig({ JWT_SECRET: secret }).trustProxy).toBe(false);
    expect(loadConfig({ JWT_SECRET: secret, TRUST_PROXY: 'none' }).trustProxy).toBe(false);
    expect(loadConfig({ JWT_SECRET: secret, TRUST_PROXY: ' 172.28.0.10, fd00::1/64 ,loopback' }).trustProxy).toEqual([
      '172.28.0.10',
      'fd00::1/64',
      'loopback',
    ]);
    expect(loadConfig({ JWT_SECRET: secret }).servedOverHttps).toBe(false);
  });

  it('serves the API docs unless API_DOCS is false', () => {
    expect(loadConfig({ JWT_SECRET: secret }).apiDocs).toBe(true);
    expect(loadConfig({ JWT_SECRET: secret, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ JWT_SECRET: secret, API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(loadConfig({ JWT_SECRET: secret, API_DOCS: ' No ' }).apiDocs).toBe(false);
  });
});
