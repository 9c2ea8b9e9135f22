import type { Identifier } from 'react-admin';
import type { PrintJob } from '../printers/printer.types';
import { apiFetch } from './http';
import { recordPath } from './resources';

const PRINT_JOBS = '/admin/print-jobs';

/** The printer calls beyond CRUD: a test bon, an order's bons and printing one again. */
export const printerMethods = {
  /** POST /api/admin/printers/{id}/test: queues a test bon. */
  testPrinter: (id: Identifier) => apiFetch(`${recordPath('printers', id)}/test`, { method: 'POST' }),
  /** The bons of an order, newest first. */
  getPrintJobs: (orderId: Identifier) => apiFetch<PrintJob[]>(`${PRINT_JOBS}?orderId=${encodeURIComponent(String(orderId))}`),
  /** Queues the same bon again, marked "NACHDRUCK". */
  reprintJob: (id: Identifier) => apiFetch<PrintJob>(`${PRINT_JOBS}/${encodeURIComponent(String(id))}/reprint`, { method: 'POST' }),
};
