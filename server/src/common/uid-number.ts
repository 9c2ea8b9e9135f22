// UID numbers (Umsatzsteuer-Identifikationsnummer): the restaurant's own (app info) and an invoice recipient's are
// checked by the same rule.

import { INVISIBLE } from './invisible-characters.js';

/** The longest UID number: "CHE" with 9 digits and "MWST". */
export const UID_NUMBER_MAX = 16;

/** A UID number as it is written on invoices: upper case, without spaces, dots and dashes. */
export function normalizeUid(text: string): string {
  return text
    .replace(INVISIBLE, '')
    .replace(/[\s.-]/gu, '')
    .toUpperCase();
}

/** The EU member states' UID prefixes (Greece: EL) and Northern Ireland's (XI), as VIES knows them. */
const EU_PREFIXES = new Set('AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK XI'.split(' '));

/**
 * The check digit of an Austrian UID number (ATU and 8 digits, the last the check digit; BMF's algorithm): the
 * digits in even places count doubled with their digit sum, and 4 is added.
 */
export function austrianUidValid(uid: string): boolean {
  const match = /^ATU(\d{8})$/.exec(uid);
  if (!match) return false;
  const digits = [...match[1]].map(Number);
  const sum = digits
    .slice(0, 7)
    .reduce((total, digit, i) => total + (i % 2 === 1 ? Math.floor((2 * digit) / 10) + ((2 * digit) % 10) : digit), 0);
  return (10 - ((sum + 4) % 10)) % 10 === digits[7];
}

/**
 * Why a (normalized) UID number is refused, or null. Austrian ones are checked exactly (with their check digit), other
 * EU ones only by shape (their prefix and 2–12 letters or digits), Swiss ones (CHE) by theirs.
 */
export function uidProblem(uid: string): string | null {
  if (uid.length > UID_NUMBER_MAX) return `darf höchstens ${UID_NUMBER_MAX} Zeichen lang sein`;
  if (uid.startsWith('AT')) {
    if (!/^ATU\d{8}$/.test(uid)) return 'eine österreichische UID-Nummer ist ATU und 8 Ziffern (z. B. ATU12345675)';
    return austrianUidValid(uid) ? null : 'die Prüfziffer der UID-Nummer stimmt nicht – bitte nachsehen';
  }
  if (/^CHE\d{9}(MWST|TVA|IVA)?$/.test(uid)) return null;
  if (EU_PREFIXES.has(uid.slice(0, 2)) && /^[A-Z]{2}[0-9A-Z+*]{2,12}$/.test(uid)) return null;
  return 'ist keine UID-Nummer eines EU-Landes (z. B. ATU12345675, DE123456789)';
}
