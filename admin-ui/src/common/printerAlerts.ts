import type { Printer } from '../printers/printer.types';

/** The printers to warn about: failing for 30 s or more (the server says so), of one station or all; disabled ones print nothing anyway. */
export function failingPrinters(printers: readonly Printer[], stationId?: number): Printer[] {
  return printers.filter((p) => p.enabled && p.status === 'FAILING' && (stationId === undefined || p.stationId === stationId));
}
