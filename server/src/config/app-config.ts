import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import type { LogLevel } from '@nestjs/common';
import { repoRoot } from './repo-root.js';

/** The whole runtime configuration, validated once at start. */
export class AppConfig {
  port: number;
  /** The address the server listens on: all interfaces by default, so phones on the restaurant's network and a proxy reach it. */
  host: string;
  dataDir: string;
  /** Unset: the embedded PGlite database in dataDir. */
  databaseUrl: string | null;
  jwtSecret: string;
  publicUrl: string;
  /** PUBLIC_URL is https: only then HSTS and CSP upgrade-insecure-requests are sent. */
  servedOverHttps: boolean;
  /** Proxies whose X-Forwarded-For is believed (Express "trust proxy"); false: none, the peer is the client. */
  trustProxy: string[] | false;
  adminUsername: string;
  /** Unset: a random password is generated and printed once, when the first admin is created. */
  adminPassword: string | null;
  seedDemo: boolean;
  /** Serve the OpenAPI page and document at /api/docs (and /api/docs/json); off, both answer 404. */
  apiDocs: boolean;
  /** Multiplies the guest rate limits (session start, checkout); 0 turns them off (load tests). */
  rateLimitFactor: number;
  /** A guest session ends after this long without activity. */
  sessionIdleHours: number;
  /** A guest's call for the waiter or the bill lapses when nobody acknowledged it within this many minutes. */
  serviceCallMinutes: number;
  /** Plausibility limits of a basket (and so of an order). */
  orderLimits: OrderLimits;
  /** The print queue's worker (printing/print-worker.ts). */
  printing: PrintingConfig;
  /**
   * The RKSV register may be put into operation with the software test signer: not with NODE_ENV=production, unless
   * RKSV_ALLOW_TEST_SIGNER=true says the owner wants it anyway.
   */
  rksvTestSignerAllowed: boolean;
  /** The signature unit a newly commissioned register signs with: the software test signer, or A-Trust's a.sign RK HSM. */
  rksvSigner: RksvSignerConfig;
  /**
   * A second account at the same provider the register fails over to when the first does not answer
   * (RKSV_ATRUST_FALLBACK_* or RKSV_FISKALTRUST_FALLBACK_*): one DEP holds one provider's receipts only.
   */
  rksvFallbackSigner: ATrustSignerConfig | FiskaltrustSignerConfig | null;
  logLevels: LogLevel[];
  /** Where the built SPAs live; null serves none (tests). */
  guestUiDist: string | null;
  adminUiDist: string | null;
}

export type RksvSignerConfig = { kind: 'SOFTWARE' } | ATrustSignerConfig | FiskaltrustSignerConfig;

/** A-Trust a.sign RK HSM (REST v2): its base URL, the user and password of the register's signature account. */
export interface ATrustSignerConfig {
  kind: 'A_TRUST';
  url: string;
  username: string;
  password: string;
}

/** fiskaltrust RKSV.Sign (REST): its base URL and the CashBox id and access token that authenticate the register. */
export interface FiskaltrustSignerConfig {
  kind: 'FISKALTRUST';
  url: string;
  cashboxId: string;
  accessToken: string;
}

export interface OrderLimits {
  /** Pieces in one basket line (the schema allows at most 99). */
  maxQuantityPerLine: number;
  /** Lines in one basket. */
  maxLines: number;
  /** The basket's total, in cents. */
  maxTotalCents: number;
  /** Guests' orders not yet approved at one table, and of one guest session: more are refused (429). */
  maxOpenPerTable: number;
  maxOpenPerSession: number;
}

export interface PrintingConfig {
  /** PRINT_WORKER: this process sends queued bons to the printers (false: it only queues them; another process prints). */
  worker: boolean;
  /** PRINTER_FAILING_SECONDS: a printer failing this long shows as failing (the red banner), in ms. */
  failingAfterMs: number;
  /** How often the worker looks for bons to print, and how long it holds a printer without renewing; tests shorten them. */
  pollMs: number;
  leaseMs: number;
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

function parsePort(env: Env): number {
  const raw = env.PORT ?? '3000';
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) throw new ConfigError('PORT', `must be a port number (1–65535), got "${raw}"`);
  return port;
}

function parseHost(env: Env): string {
  const host = env.HOST?.trim() || '0.0.0.0';
  if (isIP(host) === 0 && host !== 'localhost')
    throw new ConfigError('HOST', `must be an IP address to listen on (0.0.0.0: all), got "${host}"`);
  return host;
}

function parseDatabaseUrl(env: Env): string | null {
  const url = env.DATABASE_URL?.trim();
  if (!url) return null;
  if (!/^postgres(ql)?:\/\//.test(url)) throw new ConfigError('DATABASE_URL', 'must start with postgres:// or postgresql://');
  return url;
}

function parsePublicUrl(env: Env, port: number): string {
  const raw = env.PUBLIC_URL?.trim() || `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('PUBLIC_URL', `must be an absolute http(s) URL, got "${raw}"`);
  }
  if (!['http:', 'https:'].includes(url.protocol)) throw new ConfigError('PUBLIC_URL', 'must use http or https');
  return raw.replace(/\/+$/, '');
}

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** One entry of TRUST_PROXY: a range name Express knows, or an IP address with an optional prefix length. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset or "none" trusts nobody; else a comma list of proxy addresses, subnets or range names. */
function parseTrustProxy(env: Env): string[] | false {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (raw === '' || raw.toLowerCase() === 'none' || raw.toLowerCase() === 'false') return false;
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const wrong = entries.find((entry) => !isProxyEntry(entry));
  if (wrong !== undefined || entries.length === 0) {
    throw new ConfigError(
      'TRUST_PROXY',
      `must be "none" or a comma list of proxy IP addresses, subnets (10.0.0.0/8) or loopback, linklocal, uniquelocal; got "${wrong ?? raw}"`,
    );
  }
  return entries;
}

const A_TRUST_URL = 'https://www.a-trust.at/asignrkonline/v2';

const FISKALTRUST_URL = 'https://rksv.fiskaltrust.at';

/**
 * RKSV_SIGNER: "software" (default), "a-trust" (RKSV_ATRUST_USER, RKSV_ATRUST_PASSWORD, RKSV_ATRUST_URL) or
 * "fiskaltrust" (RKSV_FISKALTRUST_CASHBOX_ID, RKSV_FISKALTRUST_ACCESS_TOKEN, RKSV_FISKALTRUST_URL).
 */
function parseRksvSigner(env: Env): RksvSignerConfig {
  const kind = (env.RKSV_SIGNER ?? 'software').trim().toLowerCase();
  if (kind === 'software' || kind === '') return { kind: 'SOFTWARE' };
  const signer =
    kind === 'a-trust' ? parseATrust(env, 'RKSV_ATRUST_') : kind === 'fiskaltrust' ? parseFiskaltrust(env, 'RKSV_FISKALTRUST_') : undefined;
  if (signer === undefined)
    throw new ConfigError('RKSV_SIGNER', `must be "software", "a-trust" or "fiskaltrust", got "${env.RKSV_SIGNER}"`);
  if (signer === null)
    throw new ConfigError(
      'RKSV_SIGNER',
      kind === 'a-trust'
        ? 'a-trust needs RKSV_ATRUST_USER and RKSV_ATRUST_PASSWORD'
        : 'fiskaltrust needs RKSV_FISKALTRUST_CASHBOX_ID and RKSV_FISKALTRUST_ACCESS_TOKEN',
    );
  return signer;
}

/** The failover account: of the primary's provider only. */
function parseRksvFallbackSigner(env: Env): ATrustSignerConfig | FiskaltrustSignerConfig | null {
  const kind = (env.RKSV_SIGNER ?? '').trim().toLowerCase();
  if (kind === 'a-trust') return parseATrust(env, 'RKSV_ATRUST_FALLBACK_');
  if (kind === 'fiskaltrust') return parseFiskaltrust(env, 'RKSV_FISKALTRUST_FALLBACK_');
  return null;
}

function parseServiceUrl(env: Env, variable: string, fallback: string): string {
  const given = env[variable]?.trim();
  const url = (given || fallback).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(url)) throw new ConfigError(variable, `must be an http(s) URL, got "${given}"`);
  return url;
}

/** An A-Trust account from <prefix>USER, <prefix>PASSWORD and <prefix>URL; null when no user is given. */
function parseATrust(env: Env, prefix: string): ATrustSignerConfig | null {
  const username = env[`${prefix}USER`]?.trim();
  if (!username) return null;
  const password = env[`${prefix}PASSWORD`];
  if (!password) throw new ConfigError(`${prefix}PASSWORD`, `must be set with ${prefix}USER`);
  return { kind: 'A_TRUST', url: parseServiceUrl(env, `${prefix}URL`, A_TRUST_URL), username, password };
}

/** A fiskaltrust CashBox from <prefix>CASHBOX_ID, <prefix>ACCESS_TOKEN and <prefix>URL; null when no CashBox is given. */
function parseFiskaltrust(env: Env, prefix: string): FiskaltrustSignerConfig | null {
  const cashboxId = env[`${prefix}CASHBOX_ID`]?.trim();
  if (!cashboxId) return null;
  const accessToken = env[`${prefix}ACCESS_TOKEN`]?.trim();
  if (!accessToken) throw new ConfigError(`${prefix}ACCESS_TOKEN`, `must be set with ${prefix}CASHBOX_ID`);
  return { kind: 'FISKALTRUST', url: parseServiceUrl(env, `${prefix}URL`, FISKALTRUST_URL), cashboxId, accessToken };
}

function parseBoolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(name, `must be true or false, got "${env[name]}"`);
}

/** A number within [min, max]; `integer` refuses fractions. */
function parseNumber(env: Env, name: string, fallback: number, rule: { min: number; max: number; integer?: boolean }): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  const shape = rule.integer ? /^\d+$/ : /^\d+(\.\d+)?$/;
  if (!shape.test(raw) || value < rule.min || value > rule.max) {
    throw new ConfigError(
      name,
      `must be ${rule.integer ? 'a whole number' : 'a number'} from ${rule.min} to ${rule.max}, got "${env[name]}"`,
    );
  }
  return value;
}

function parseOrderLimits(env: Env): OrderLimits {
  return {
    maxQuantityPerLine: parseNumber(env, 'ORDER_MAX_QUANTITY', 50, { min: 1, max: 99, integer: true }),
    maxLines: parseNumber(env, 'ORDER_MAX_LINES', 40, { min: 1, max: 500, integer: true }),
    maxTotalCents: parseNumber(env, 'ORDER_MAX_TOTAL', 2000, { min: 1, max: 1_000_000, integer: true }) * 100,
    maxOpenPerTable: parseNumber(env, 'ORDER_MAX_OPEN_PER_TABLE', 8, { min: 1, max: 1000, integer: true }),
    maxOpenPerSession: parseNumber(env, 'ORDER_MAX_OPEN_PER_SESSION', 3, { min: 1, max: 1000, integer: true }),
  };
}

function parseLogLevels(env: Env): LogLevel[] {
  const raw = (env.LOG_LEVEL ?? 'log').trim().toLowerCase();
  const level = raw === 'info' ? 'log' : raw;
  const index = LOG_LEVELS.indexOf(level as LogLevel);
  if (index < 0) throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  return LOG_LEVELS.slice(0, index + 1);
}

/** JWT_SECRET, else a secret generated once and kept in DATA_DIR so tokens survive restarts. */
function resolveJwtSecret(env: Env, dataDir: string): string {
  const given = env.JWT_SECRET;
  if (given !== undefined && given !== '') {
    if (given.length < 32) throw new ConfigError('JWT_SECRET', 'must be at least 32 characters long');
    return given;
  }
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function parseAdminPassword(env: Env): string | null {
  const password = env.ADMIN_PASSWORD;
  if (password === undefined || password === '') return null;
  if (password.length < 8) throw new ConfigError('ADMIN_PASSWORD', 'must be at least 8 characters long');
  return password;
}

function parseAdminUsername(env: Env): string {
  const username = (env.ADMIN_USERNAME ?? 'admin').trim();
  if (!/^[\w.@-]{3,50}$/.test(username)) throw new ConfigError('ADMIN_USERNAME', 'must be 3–50 letters, digits or . _ @ -');
  return username;
}

/** A relative DATA_DIR is taken from where the command runs; the default lives in the repository's root. */
function resolveDataDir(env: Env): string {
  return resolve(env.DATA_DIR?.trim() || join(repoRoot(), 'data'));
}

/** Where the server keeps its data, and how to reach it, read as the server reads it: for `npm run backup` and `restore`. */
export interface StorageConfig {
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  adminUsername: string;
  adminPassword: string | null;
}

/** The server's storage settings, without creating anything (no generated secret in DATA_DIR). */
export function loadStorageConfig(env: Env = process.env): StorageConfig {
  return {
    port: parsePort(env),
    dataDir: resolveDataDir(env),
    databaseUrl: parseDatabaseUrl(env),
    adminUsername: parseAdminUsername(env),
    adminPassword: parseAdminPassword(env),
  };
}

/** Builds the configuration from the environment; throws ConfigError naming the variable. */
export function loadConfig(env: Env = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const port = parsePort(env);
  const publicUrl = parsePublicUrl(env, port);
  const dataDir = resolveDataDir(env);
  const config: AppConfig = {
    port,
    host: parseHost(env),
    dataDir,
    databaseUrl: parseDatabaseUrl(env),
    jwtSecret: '',
    publicUrl,
    servedOverHttps: publicUrl.startsWith('https:'),
    trustProxy: parseTrustProxy(env),
    adminUsername: parseAdminUsername(env),
    adminPassword: parseAdminPassword(env),
    seedDemo: parseBoolean(env, 'SEED_DEMO', true),
    apiDocs: parseBoolean(env, 'API_DOCS', true),
    rksvTestSignerAllowed: env.NODE_ENV?.trim() !== 'production' || parseBoolean(env, 'RKSV_ALLOW_TEST_SIGNER', false),
    rksvSigner: parseRksvSigner(env),
    rksvFallbackSigner: parseRksvFallbackSigner(env),
    rateLimitFactor: parseNumber(env, 'RATE_LIMIT_FACTOR', 1, { min: 0, max: 100 }),
    sessionIdleHours: parseNumber(env, 'SESSION_IDLE_HOURS', 12, { min: 1, max: 720, integer: true }),
    serviceCallMinutes: parseNumber(env, 'SERVICE_CALL_MINUTES', 15, { min: 1, max: 240, integer: true }),
    orderLimits: parseOrderLimits(env),
    printing: {
      worker: parseBoolean(env, 'PRINT_WORKER', true),
      failingAfterMs: parseNumber(env, 'PRINTER_FAILING_SECONDS', 30, { min: 1, max: 3600, integer: true }) * 1000,
      pollMs: 1000,
      leaseMs: 15_000,
    },
    logLevels: parseLogLevels(env),
    guestUiDist: null,
    adminUiDist: null,
    ...overrides,
  };
  config.jwtSecret = overrides.jwtSecret ?? resolveJwtSecret(env, config.dataDir);
  return config;
}
