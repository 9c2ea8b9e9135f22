export type { Printer, PrinterInput, PrinterStatus, PrintJob } from '@tischlein/api-types';
