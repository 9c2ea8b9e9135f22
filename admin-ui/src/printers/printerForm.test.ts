import { describe, expect, it } from 'vitest';
import { failingPrinters } from '../common/printerAlerts';
import type { Printer } from './printer.types';
import { printerDraftOf, printerFormErrors, toPrinterInput } from './printerForm';

const printer = (id: number, fields: Partial<Printer> = {}): Printer => ({
  id,
  name: `Drucker ${id}`,
  host: '192.168.1.50',
  port: 9100,
  stationId: 1,
  enabled: true,
  status: 'OK',
  failingSince: null,
  lastError: null,
  waitingBons: 0,
  ...fields,
});

describe('printer form', () => {
  it('starts a new printer on port 9100, switched on, at the station given', () => {
    expect(printerDraftOf(undefined, 3)).toEqual({ name: '', host: '', port: '9100', stationId: 3, enabled: true });
    expect(printerDraftOf(printer(1, { stationId: null, port: 9101, enabled: false }), 3)).toMatchObject({
      stationId: '',
      port: '9101',
      enabled: false,
    });
  });

  it('requires a name, an address without blanks, a port from 1 to 65535 and a station', () => {
    expect(printerFormErrors({ name: ' ', host: 'bar drucker', port: '0', stationId: '', enabled: true })).toEqual({
      name: 'app.printers.name_required',
      host: 'app.printers.host_required',
      port: 'app.printers.port_range',
      stationId: 'app.printers.station_required',
    });
    expect(printerFormErrors({ name: 'Bar', host: 'bon-bar.local', port: '65536', stationId: 2, enabled: true })).toEqual({
      port: 'app.printers.port_range',
    });
    expect(printerFormErrors({ name: 'Bar', host: '10.0.0.7', port: '9100', stationId: 2, enabled: true })).toEqual({});
  });

  it('sends trimmed texts and the port as a number', () => {
    expect(toPrinterInput({ name: ' Bar ', host: ' 10.0.0.7 ', port: '9100', stationId: 2, enabled: false })).toEqual({
      name: 'Bar',
      host: '10.0.0.7',
      port: 9100,
      stationId: 2,
      enabled: false,
    });
  });
});

describe('failingPrinters', () => {
  const printers = [
    printer(1, { status: 'FAILING' }),
    printer(2, { status: 'FAILING', stationId: 2 }),
    printer(3, { status: 'UNKNOWN' }),
    printer(4, { status: 'FAILING', enabled: false }),
  ];

  it('warns of enabled printers the server reports failing, of one station or all', () => {
    expect(failingPrinters(printers).map((p) => p.id)).toEqual([1, 2]);
    expect(failingPrinters(printers, 2).map((p) => p.id)).toEqual([2]);
    expect(failingPrinters(printers, 5)).toEqual([]);
  });
});
