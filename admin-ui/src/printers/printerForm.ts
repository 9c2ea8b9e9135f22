import type { Printer, PrinterInput } from './printer.types';

/** The port of ESC/POS network printers (Epson, Star, Bixolon). */
export const DEFAULT_PORT = 9100;

export interface PrinterDraft {
  name: string;
  host: string;
  port: string;
  /** '' for none. */
  stationId: number | '';
  enabled: boolean;
}

/** A new printer goes to the station given (the only one, or the default), on port 9100, switched on. */
export function printerDraftOf(printer?: Printer, stationId: number | '' = ''): PrinterDraft {
  return {
    name: printer?.name ?? '',
    host: printer?.host ?? '',
    port: String(printer?.port ?? DEFAULT_PORT),
    stationId: printer ? (printer.stationId ?? '') : stationId,
    enabled: printer?.enabled ?? true,
  };
}

const portOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

/** Name, address and station required, port 1–65535; answers translation keys by field. */
export function printerFormErrors(draft: PrinterDraft): Partial<Record<'name' | 'host' | 'port' | 'stationId', string>> {
  const port = portOf(draft.port);
  return {
    ...(draft.name.trim() === '' ? { name: 'app.printers.name_required' } : {}),
    ...(draft.host.trim() === '' || /\s/.test(draft.host.trim()) ? { host: 'app.printers.host_required' } : {}),
    ...(!(port >= 1 && port <= 65535) ? { port: 'app.printers.port_range' } : {}),
    ...(draft.stationId === '' ? { stationId: 'app.printers.station_required' } : {}),
  };
}

export function toPrinterInput(draft: PrinterDraft): PrinterInput {
  return {
    name: draft.name.trim(),
    host: draft.host.trim(),
    port: portOf(draft.port),
    stationId: draft.stationId === '' ? null : draft.stationId,
    enabled: draft.enabled,
  };
}
