import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { COURSE_NAMES, type Course, courseRank } from '../common/course.js';

export const BON_KINDS = ['ORDER', 'CHANGE', 'FIRE', 'TEST'] as const;
export type BonKind = (typeof BON_KINDS)[number];

export interface BonLine {
  quantity: number;
  name: string;
  extras: string[];
  note: string | null;
  course: Course | null;
  mark: 'NEU' | 'STORNO' | null;
  /** A later course held back until it is called ("auf Abruf"). */
  held: boolean;
}

/** What a station's printer prints for one order event: the order's lines for that station, as they were then. */
export interface Bon {
  kind: BonKind;
  stationId: number;
  orderId: number | null;
  orderNumber: number | null;
  /** "Tisch 5" or "Abholung" */
  place: string;
  /** ISO time */
  at: string;
  /** staff username, or "Gast" */
  by: string;
  lines: BonLine[];
  /** order note lines ("NOTIZ: …") */
  notes: string[];
  /** FIRE: the course called */
  course?: Course | null;
}

/** large: double width and height (place, number); tall: double height (the lines), so a cook reads them from the stove. */
type Size = 'large' | 'tall' | 'normal';

interface PrintLine {
  text: string;
  size: Size;
}

const SIZES: Record<Size, [number, number]> = { large: [2, 2], tall: [1, 2], normal: [1, 1] };

const time = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('de-AT', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

const KIND_TITLES: Record<BonKind, string | null> = { ORDER: null, CHANGE: 'ÄNDERUNG', FIRE: null, TEST: 'TESTDRUCK' };

function header(bon: Bon, stationName: string, timeZone: string, reprint: boolean): PrintLine[] {
  const lines: PrintLine[] = [];
  if (reprint) lines.push({ text: 'NACHDRUCK', size: 'large' });
  lines.push({ text: stationName, size: 'normal' });
  const title = KIND_TITLES[bon.kind];
  if (title) lines.push({ text: title, size: 'large' });
  lines.push({ text: bon.place, size: 'large' });
  if (bon.orderNumber !== null) lines.push({ text: `Bestellung ${bon.orderNumber}`, size: 'large' });
  lines.push({ text: `${time(bon.at, timeZone)} · ${bon.by}`, size: 'normal' });
  if (bon.kind === 'FIRE' && bon.course) lines.push({ text: `ABRUF ${COURSE_NAMES[bon.course]}`, size: 'large' });
  return lines;
}

function line(l: BonLine): PrintLine[] {
  const printed: PrintLine[] = [{ text: `${l.mark ? `${l.mark} ` : ''}${l.quantity}× ${l.name}`, size: 'tall' }];
  for (const extra of l.extras) printed.push({ text: `  + ${extra}`, size: 'tall' });
  if (l.note) printed.push({ text: `  ! ${l.note}`, size: 'tall' });
  return printed;
}

/** The lines grouped under their course ("— Hauptgang —"), courses in the order they are served; lines without one first. */
function body(bon: Bon): PrintLine[] {
  const groups = new Map<string, { course: Course | null; held: boolean; lines: BonLine[] }>();
  for (const l of bon.lines) {
    const key = `${l.course ?? ''}|${l.held}`;
    const group = groups.get(key) ?? { course: l.course, held: l.held, lines: [] };
    group.lines.push(l);
    groups.set(key, group);
  }
  const ordered = [...groups.values()].sort((a, b) => courseRank(a.course) - courseRank(b.course) || Number(a.held) - Number(b.held));
  return ordered.flatMap((group) => {
    const heading: PrintLine[] = group.course
      ? [{ text: `— ${COURSE_NAMES[group.course]}${group.held ? ' (auf Abruf)' : ''} —`, size: 'normal' }]
      : [];
    return [...heading, ...group.lines.flatMap(line)];
  });
}

/** The order's note lines, marked NOTIZ; a test bon's lines as they are. */
const noteLine = (bon: Bon, note: string): PrintLine => ({
  text: bon.kind === 'TEST' || note.startsWith('NOTIZ:') ? note : `NOTIZ: ${note}`,
  size: 'tall',
});

/** Characters a line holds on 80 mm paper in normal width (Epson font A); double width holds half. */
export const BON_COLUMNS = 42;

/** Splits a line longer than the paper at spaces (a longer word at the edge); continuations keep its indentation. */
function wrap({ text, size }: PrintLine): PrintLine[] {
  const columns = BON_COLUMNS / SIZES[size][0];
  const indent = /^ */.exec(text)![0];
  const lines: string[] = [];
  let rest = text.trimEnd();
  while (rest.length > columns) {
    const space = rest.lastIndexOf(' ', columns);
    const cut = space > indent.length ? space : columns;
    lines.push(rest.slice(0, cut).trimEnd());
    rest = indent + rest.slice(cut).trimStart();
  }
  lines.push(rest);
  return lines.map((line) => ({ text: line, size }));
}

function printLines(bon: Bon, stationName: string, timeZone: string, reprint: boolean): PrintLine[] {
  return [...header(bon, stationName, timeZone, reprint), ...body(bon), ...bon.notes.map((note) => noteLine(bon, note))].flatMap(wrap);
}

/**
 * The text lines a bon prints, wrapped as on the paper (the time on the restaurant's wall clock); a reprint is headed
 * "NACHDRUCK".
 */
export function bonText(bon: Bon, stationName: string, timeZone: string, reprint = false): string[] {
  return printLines(bon, stationName, timeZone, reprint).map((l) => l.text);
}

/**
 * The ESC/POS bytes of a bon: code page Windows-1252 (€, ä, ö, ü, ß and the dashes print as they are; ESC t 16 on
 * Epson, Star, Bixolon, Citizen and their clones), large type for the place, the number and the lines, a cut at the end.
 */
export function bonBytes(bon: Bon, stationName: string, timeZone: string, reprint = false): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({
    language: 'esc-pos',
    columns: BON_COLUMNS,
    codepageMapping: 'epson',
    newline: '\n',
    feedBeforeCut: 4,
  })
    .initialize()
    .codepage('windows1252');
  for (const { text, size } of printLines(bon, stationName, timeZone, reprint)) {
    const [width, height] = SIZES[size];
    encoder
      .size(width, height)
      .bold(size !== 'normal')
      .line(text);
  }
  return encoder.size(1, 1).bold(false).cut('partial').encode();
}
