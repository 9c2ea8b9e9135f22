/**
 * Control and invisible formatting characters a phone may paste along (C0 and C1 controls, line and paragraph
 * separators, bidi marks, overrides and isolates): stripped from what invoices print, never printed. Every request
 * refuses most C0 controls before this (http/request-input.ts); tab and newline reach here.
 */
export const INVISIBLE = /[\p{Cc}\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;
