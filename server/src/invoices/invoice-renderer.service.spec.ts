import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import type { InvoiceModel } from './invoice-model.js';
import { InvoiceRenderer } from './invoice-renderer.service.js';

// A stand-in worker speaking the real protocol: answers the invoice number as the "PDF", reports
// how many jobs it runs at once, fails on "FAIL", dies on "CRASH".
const STAND_IN = `
import { parentPort, threadId } from 'node:worker_threads';
let running = 0;
parentPort.on('message', async ({ id, model }) => {
  running++;
  if (model.invoiceNumber === 'CRASH') process.exit(3);
  await new Promise((r) => setTimeout(r, 30));
  const text = model.invoiceNumber === 'FAIL' ? null : model.invoiceNumber + '@' + threadId + '#' + running;
  running--;
  if (text === null) parentPort.postMessage({ id, error: 'broken model' });
  else parentPort.postMessage({ id, pdf: new TextEncoder().encode(text) });
});`;

const model = (invoiceNumber: string) => ({ invoiceNumber }) as InvoiceModel;

describe('InvoiceRenderer worker pool', () => {
  const dir = mkdtempSync(join(tmpdir(), 'invoice-pool-'));
  const script = join(dir, 'stand-in.worker.mjs');
  writeFileSync(script, STAND_IN);
  let renderer: InvoiceRenderer;
  afterEach(() => renderer.onModuleDestroy());
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs jobs on at most two threads, one job per thread at a time, in order of arrival', async () => {
    renderer = new InvoiceRenderer(pathToFileURL(script));
    const results = (await Promise.all(['A', 'B', 'C', 'D', 'E'].map((n) => renderer.render(model(n))))).map(String);
    expect(results.map((r) => r.split('@')[0])).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(new Set(results.map((r) => r.split('@')[1].split('#')[0])).size).toBe(2);
    expect(results.every((r) => r.endsWith('#1'))).toBe(true);
  });

  it('fails only the broken job and keeps serving', async () => {
    renderer = new InvoiceRenderer(pathToFileURL(script));
    const failing = renderer.render(model('FAIL'));
    await expect(failing).rejects.toThrow('broken model');
    expect(String(await renderer.render(model('OK')))).toMatch(/^OK@/);
  });

  it('replaces a worker that dies and rejects only its job', async () => {
    renderer = new InvoiceRenderer(pathToFileURL(script));
    const [crashed, fine] = await Promise.allSettled([renderer.render(model('CRASH')), renderer.render(model('FINE'))]);
    expect(crashed.status).toBe('rejected');
    expect(fine.status).toBe('fulfilled');
    expect(String(await renderer.render(model('AFTER')))).toMatch(/^AFTER@/);
  });

  it('refuses work after shutdown', async () => {
    renderer = new InvoiceRenderer(pathToFileURL(script));
    await renderer.render(model('X'));
    await renderer.onModuleDestroy();
    await expect(renderer.render(model('Y'))).rejects.toThrow('shut down');
  });

  it('renders in this thread when the compiled worker is missing (tests from TypeScript sources)', async () => {
    renderer = new InvoiceRenderer(pathToFileURL(join(dir, 'missing.js')));
    const pdf = await renderer.render({
      sellerName: 'Test', sellerLines: [], invoiceNumber: 'RE-9', facts: [], lines: [], taxes: [], total: '0,00 €', payment: '', notes: [], footer: [],
    });
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  });
});
