import { parentPort } from 'node:worker_threads';
import { renderInvoicePdf } from './invoice-document.js';
import type { InvoiceModel } from './invoice-model.js';

/** Worker thread entry: receives {id, model}, answers {id, pdf} or {id, error}. */
parentPort!.on('message', ({ id, model }: { id: number; model: InvoiceModel }) => {
  renderInvoicePdf(model).then(
    (pdf) => parentPort!.postMessage({ id, pdf }, [pdf.buffer as ArrayBuffer]),
    (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
