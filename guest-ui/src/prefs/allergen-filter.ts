import { useSyncExternalStore } from 'react';
import { KEY_PREFIX, readText, writeJson } from './storage.ts';

/** The fourteen allergen codes of the Austrian labelling (Codex recommendation), in the legend's order. */
export const ALLERGEN_CODES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L', 'M', 'N', 'O', 'P', 'R'] as const;

/** hide: items with a chosen allergen leave the menu (the category says how many); mark: they stay, with a text warning. */
export type AllergenMode = 'hide' | 'mark';

/** "Ich vertrage nicht: …": the codes this phone's guest cannot eat, and what the menu does with items that have them. */
export interface AllergenFilter {
  codes: string[];
  mode: AllergenMode;
}

// Per device, not per session: the phone remembers it across tables, visits and reloads.
const KEY = `${KEY_PREFIX}allergen_filter_v1`;
// Hiding is the default: a guest who says "Ich vertrage nicht" wants a menu they can order from. The category
// says how many items it hides, and "Markieren" is one tap away for those who want to see everything.
const NONE: AllergenFilter = { codes: [], mode: 'hide' };

const listeners = new Set<() => void>();
let parsed: { raw: string | null; filter: AllergenFilter } = { raw: null, filter: NONE };

function parse(raw: string | null): AllergenFilter {
  try {
    const stored = raw === null ? null : (JSON.parse(raw) as Partial<AllergenFilter> | null);
    if (!stored || typeof stored !== 'object') return NONE;
    const codes = Array.isArray(stored.codes) ? ALLERGEN_CODES.filter((code) => stored.codes!.includes(code)) : [];
    return { codes, mode: stored.mode === 'mark' ? 'mark' : 'hide' };
  } catch {
    return NONE;
  }
}

/** The remembered filter (none chosen: nothing hidden or marked). */
export function savedAllergenFilter(): AllergenFilter {
  const raw = readText(KEY);
  if (raw !== parsed.raw) parsed = { raw, filter: parse(raw) };
  return parsed.filter;
}

export function saveAllergenFilter(filter: AllergenFilter): void {
  writeJson(KEY, { codes: ALLERGEN_CODES.filter((code) => filter.codes.includes(code)), mode: filter.mode });
  listeners.forEach((listener) => listener());
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab of the same phone changed it.
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The filter, re-rendering wherever it is shown when the guest changes it. */
export function useAllergenFilter(): AllergenFilter {
  return useSyncExternalStore(subscribe, savedAllergenFilter);
}

/** The item's codes the guest cannot eat (upper case, in the legend's order); empty when none. */
export function avoidedIn(filter: AllergenFilter, codes: string[]): string[] {
  if (filter.codes.length === 0 || codes.length === 0) return [];
  const upper = codes.map((code) => code.toUpperCase());
  return filter.codes.filter((code) => upper.includes(code));
}
