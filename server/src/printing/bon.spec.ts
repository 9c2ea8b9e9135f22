import { describe, expect, it } from '@jest/globals';
import { type Bon, bonBytes, bonText } from './bon.js';
import { decodeEscPos, decodedText } from './escpos-decoder.js';

const bon: Bon = {
  kind: 'ORDER',
  stationId: 1,
  orderId: 7,
  orderNumber: 12,
  place: 'Tisch 5',
  at: '2026-07-01T16:42:10.000Z',
  by: 'anna',
  lines: [
    { quantity: 2, name: 'Gemischter Salat', extras: [], note: null, course: 'STARTER', mark: null, held: false },
    { quantity: 1, name: 'Almdudler', extras: [], note: null, course: null, mark: null, held: false },
    {
      quantity: 2,
      name: 'Wiener Schnitzel',
      extras: ['Pommes', 'Preiselbeeren'],
      note: 'ohne Zitrone',
      course: 'MAIN',
      mark: null,
      held: true,
    },
    { quantity: 1, name: 'Kaiserschmarrn', extras: [], note: 'mit Zwetschkenröster', course: 'DESSERT', mark: null, held: true },
  ],
  notes: ['NOTIZ: Geburtstag, Kerze zum Dessert'],
};

describe('bonText', () => {
  it('prints the station, place, number, time in the restaurant’s zone and the lines under their courses', () => {
    expect(bonText(bon, 'Küche', 'Europe/Vienna')).toEqual([
      'Küche',
      'Tisch 5',
      'Bestellung 12',
      '18:42 · anna',
      '1× Almdudler',
      '— Vorspeise —',
      '2× Gemischter Salat',
      '— Hauptgang (auf Abruf) —',
      '2× Wiener Schnitzel',
      '  + Pommes',
      '  + Preiselbeeren',
      '  ! ohne Zitrone',
      '— Dessert (auf Abruf) —',
      '1× Kaiserschmarrn',
      '  ! mit Zwetschkenröster',
      'NOTIZ: Geburtstag, Kerze zum Dessert',
    ]);
  });

  it('marks changes, heads reprints and names the course a call bon calls', () => {
    const change: Bon = {
      ...bon,
      kind: 'CHANGE',
      by: 'Gast',
      place: 'Abholung',
      lines: [
        { ...bon.lines[2], quantity: 1, extras: [], note: null, mark: 'STORNO', held: false },
        { quantity: 1, name: 'Pommes', extras: [], note: null, course: null, mark: 'NEU', held: false },
      ],
      notes: ['ohne Zwiebel'],
    };
    expect(bonText(change, 'Küche', 'Europe/Vienna', true)).toEqual([
      'NACHDRUCK',
      'Küche',
      'ÄNDERUNG',
      'Abholung',
      'Bestellung 12',
      '18:42 · Gast',
      'NEU 1× Pommes',
      '— Hauptgang —',
      'STORNO 1× Wiener Schnitzel',
      'NOTIZ: ohne Zwiebel',
    ]);
    const fire: Bon = { ...bon, kind: 'FIRE', course: 'MAIN', lines: [{ ...bon.lines[2], held: false }], notes: [] };
    expect(bonText(fire, 'Küche', 'UTC').slice(3, 6)).toEqual(['16:42 · anna', 'ABRUF Hauptgang', '— Hauptgang —']);
  });
});

describe('bonBytes', () => {
  it('decodes back to the text, with € and umlauts, large place and lines, and a cut', () => {
    const withEuro: Bon = { ...bon, notes: ['NOTIZ: Gutschein 10 € – Größe ÄÖÜ äöüß'] };
    const decoded = decodeEscPos(bonBytes(withEuro, 'Küche', 'Europe/Vienna'));
    expect(decoded.unknown).toEqual([]);
    expect(decoded.bons).toHaveLength(1);
    expect(decoded.bons[0].cut).toBe(true);
    expect(decodedText(decoded)[0]).toEqual(bonText(withEuro, 'Küche', 'Europe/Vienna'));
    const lines = new Map(decoded.bons[0].lines.map((l) => [l.text, l]));
    expect(lines.get('Tisch 5')).toMatchObject({ width: 2, height: 2 });
    expect(lines.get('2× Wiener Schnitzel')).toMatchObject({ height: 2, bold: true });
    expect(lines.get('Küche')).toMatchObject({ width: 1, height: 1, bold: false });
  });

  it('wraps long lines at spaces as the paper does, keeping the indentation, so the bytes hold the same lines', () => {
    const long: Bon = {
      ...bon,
      place: 'Tisch 5 im Wintergarten hinten',
      lines: [{ ...bon.lines[0], name: 'Gemischter Salat', note: `${'x'.repeat(38)} und noch etwas`, extras: ['a'.repeat(42 - 4)] }],
      // 42 characters with "NOTIZ: ": fills the line, no wrap.
      notes: ['n'.repeat(35)],
    };
    const text = bonText(long, 'Küche', 'UTC');
    expect(text).toEqual([
      'Küche',
      'Tisch 5 im',
      'Wintergarten hinten',
      'Bestellung 12',
      '16:42 · anna',
      '— Vorspeise —',
      '2× Gemischter Salat',
      `  + ${'a'.repeat(38)}`,
      `  ! ${'x'.repeat(38)}`,
      '  und noch etwas',
      `NOTIZ: ${'n'.repeat(35)}`,
    ]);
    expect(decodedText(decodeEscPos(bonBytes(long, 'Küche', 'UTC')))[0]).toEqual(text);
  });
});
