import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REQUEST_TIMEOUT_MS = 10_000;
const START_TIMEOUT_MS = 10_000;
// Set per connection or per answer by whoever sends it, not part of the answer to copy.
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** One answer of the product, as the bare server repeats it. */
export interface RecordedAnswer {
  status: number;
  headers: Record<string, string>;
  bodyBase64: string;
}

/** Fetches `url` once and keeps status, end-to-end headers and bytes (undecoded: no Accept-Encoding sent). */
export async function recordAnswer(url: string): Promise<RecordedAnswer> {
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`GET ${url} → ${response.status}`);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!HOP_HEADERS.has(name)) headers[name] = value;
  });
  headers['content-length'] = String(body.length);
  return { status: response.status, headers, bodyBase64: body.toString('base64') };
}

export interface BareServer {
  baseUrl: string;
  /** The child's process id (for its CPU time). */
  pid: number;
  stop(): Promise<void>;
}

/** Starts a server script that repeats `answer` as a child process (its own core share, like the product). */
function startAnswerServer(scriptName: string, answer: RecordedAnswer, args: string[] = []): Promise<BareServer> {
  const dir = mkdtempSync(join(tmpdir(), 'tischlein-bare-'));
  const file = join(dir, 'answer.json');
  writeFileSync(file, JSON.stringify(answer));
  return startBareProcess(scriptName, [file, ...args], () => rmSync(dir, { recursive: true, force: true }));
}

/** bare-http-server.js: `answer` from bare node:http. */
export function startBareServer(answer: RecordedAnswer): Promise<BareServer> {
  return startAnswerServer('bare-http-server.js', answer);
}

/** bare-nest-server.js: `answer` from one NestJS controller on fastify, at `routePath` (no query). */
export function startBareNestServer(answer: RecordedAnswer, routePath: string): Promise<BareServer> {
  return startAnswerServer('bare-nest-server.js', answer, [routePath]);
}

/** Starts bare-guest-server.js on the product's database (the checkout's second limit). */
export function startBareGuestServer(databaseUrl: string): Promise<BareServer> {
  return startBareProcess('bare-guest-server.js', [databaseUrl]);
}

/** Runs one of the bench's bare servers (a script beside this one) until `stop`; it prints its port first. */
async function startBareProcess(scriptName: string, args: string[], cleanUp = () => {}): Promise<BareServer> {
  const script = join(dirname(fileURLToPath(import.meta.url)), scriptName);
  const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = () =>
    new Promise<void>((resolve) => {
      cleanUp();
      if (child.exitCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${scriptName} did not start`)), START_TIMEOUT_MS);
    child.stdout.once('data', (chunk: Buffer) => {
      clearTimeout(timer);
      resolve(Number(chunk.toString('utf8').trim()));
    });
    child.once('exit', (code) => reject(new Error(`${scriptName} exited with ${code}`)));
  }).catch(async (err: unknown) => {
    await stop();
    throw err;
  });
  return { baseUrl: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, stop };
}
