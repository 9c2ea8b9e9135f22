import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import ts from 'typescript';
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

const HERE = dirname(fileURLToPath(import.meta.url));
// Paths from this folder, written at the same place under the output folder (win-ansi is shared: common/).
const WORKER_SOURCES = ['invoice-pdf.worker', 'invoice-document', '../common/pdf', '../common/win-ansi'];

/**
 * The real worker, transpiled into `dir` (jest runs from TypeScript sources, and the build's copy
 * may be missing or stale): ESM beside a link to the project's node_modules, so pdfmake resolves.
 */
function compileRealWorker(dir: string): URL {
  const out = join(dir, 'real-worker');
  mkdirSync(out);
  mkdirSync(join(dir, 'common'));
  writeFileSync(join(out, 'package.json'), '{"type": "module"}');
  const pdfmakeEntry = createRequire(import.meta.url).resolve('pdfmake');
  symlinkSync(pdfmakeEntry.slice(0, pdfmakeEntry.lastIndexOf('node_modules') + 'node_modules'.length), join(out, 'node_modules'));
  for (const name of WORKER_SOURCES) {
    const { outputText } = ts.transpileModule(readFileSync(join(HERE, `${name}.ts`), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
    });
    mkdirSync(dirname(join(out, name)), { recursive: true });
    writeFileSync(join(out, `${name}.js`), outputText);
  }
  return pathToFileURL(join(out, 'invoices', 'invoice-pdf.worker.js'));
}

const INVOICE: InvoiceModel = {
  issuedAt: '2026-11-22T11:05:07.123Z',
  sellerName: 'Gasthaus zum Tischlein',
  sellerLines: ['Tischleingasse 1', '1010 Wien', 'UID: ATU12345678'],
  invoiceNumber: 'RE-42',
  facts: [
    ['Rechnungsnummer', 'RE-42'],
    ['Rechnungsdatum', '22.11.2026 12:05'],
  ],
  lines: [{ quantity: '2', article: 'Wiener Schnitzel', extras: 'mit Preiselbeeren', vat: '10 %', unitPrice: '25,80 €', total: '51,60 €' }],
  taxes: [{ label: 'USt 10 %', net: '46,91 €', vat: '4,69 €', gross: '51,60 €' }],
  total: '51,60 €',
  payment: 'Barzahlung – Bezahlt',
  notes: [],
  footer: ['IBAN AT61 1904 3002 3457 3201'],
};

describe('InvoiceRenderer worker pool', () => {
  const dir = mkdtempSync(join(tmpdir(), 'invoice-pool-'));
  const script = join(dir, 'stand-in.worker.mjs');
  writeFileSync(script, STAND_IN);
  let renderer: InvoiceRenderer;
  afterEach(() => renderer.onModuleDestroy());
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs jobs on at most pool-size threads, one job per thread at a time, in order of arrival', async () => {
    renderer = new InvoiceRenderer(pathToFileURL(script), undefined, 2);
    const results = (await Promise.all(['A', 'B', 'C', 'D', 'E'].map((n) => renderer.render(model(n))))).map(String);
    expect(results.map((r) => r.split('@')[0])).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(new Set(results.map((r) => r.split('@')[1].split('#')[0])).size).toBe(2);
    expect(results.every((r) => r.endsWith('#1'))).toBe(true);
  });

  it('renders on one thread where the machine has two cores or fewer', async () => {
    renderer = new InvoiceRenderer(pathToFileURL(script), undefined, 1);
    const results = (await Promise.all(['A', 'B', 'C'].map((n) => renderer.render(model(n))))).map(String);
    expect(results.map((r) => r.split('@')[0])).toEqual(['A', 'B', 'C']);
    expect(new Set(results.map((r) => r.split('@')[1].split('#')[0])).size).toBe(1);
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

  it('keeps a busy worker and ends it once it has been idle for the idle time', async () => {
    renderer = new InvoiceRenderer(pathToFileURL(script), 300);
    const thread = async (n: string) =>
      String(await renderer.render(model(n)))
        .split('@')[1]
        .split('#')[0];
    const first = await thread('A');
    expect(await thread('B')).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await thread('C')).not.toBe(first);
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
      issuedAt: '2026-11-22T11:05:00Z',
      sellerName: 'Test',
      sellerLines: [],
      invoiceNumber: 'RE-9',
      facts: [],
      lines: [],
      taxes: [],
      total: '0,00 €',
      payment: '',
      notes: [],
      footer: [],
    });
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('renders an invoice to the same bytes in a worker thread and in this thread, at any time', async () => {
    const inThread = new InvoiceRenderer(pathToFileURL(join(dir, 'missing.js')));
    const first = await inThread.render(INVOICE);
    // PDF dates have whole seconds: a render time in the PDF would differ after this pause.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    renderer = new InvoiceRenderer(compileRealWorker(dir));
    const pooled = await Promise.all([renderer.render(INVOICE), renderer.render(structuredClone(INVOICE))]);
    expect(first.subarray(0, 4).toString()).toBe('%PDF');
    for (const pdf of [...pooled, await inThread.render(JSON.parse(JSON.stringify(INVOICE)) as typeof INVOICE)])
      expect(pdf.equals(first)).toBe(true);
    expect(first.toString('latin1')).toContain('D:20261122110507Z');
  });
});
