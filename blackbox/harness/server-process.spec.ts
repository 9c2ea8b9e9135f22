import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort, startServer } from './server-process.js';

// A stand-in for the product: listens on PORT like server/src/main.ts and says so, or exits when it cannot.
const FAKE_PRODUCT = `
const http = require('node:http');
const server = http.createServer((req, res) => res.end(JSON.stringify({ status: 'ok', from: 'child' })));
server.on('error', (err) => { console.error(err.message); process.exit(1); });
server.listen(Number(process.env.PORT), process.env.HOST, () => console.log('Tischlein is serving on http://localhost:' + process.env.PORT));
`;

describe('startServer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tischlein-harness-'));
  const fakeProduct = join(dir, 'main.cjs');
  let foreign: Server;
  let takenPort: number;

  beforeAll(async () => {
    writeFileSync(fakeProduct, FAKE_PRODUCT);
    takenPort = await freePort();
    // Another suite's server on the port, answering health as the product would.
    foreign = createServer((req, res) => res.end(JSON.stringify({ status: 'ok', from: 'foreign' })));
    await new Promise<void>((resolve) => foreign.listen(takenPort, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    foreign.closeAllConnections();
    await new Promise((resolve) => foreign.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('does not take another process answering on the port for the product it started', async () => {
    await expect(startServer(fakeProduct, { port: takenPort })).rejects.toThrow(/EADDRINUSE/);
  });

  it('returns the product it started once that one listens and answers', async () => {
    const server = await startServer(fakeProduct);
    try {
      const answer = (await (await fetch(`${server.baseUrl}/api/health`, { headers: { connection: 'close' } })).json()) as { from: string };
      expect(answer.from).toBe('child');
    } finally {
      await server.stop();
    }
  });
});
