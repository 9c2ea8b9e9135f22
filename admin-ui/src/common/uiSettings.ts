import { useSyncExternalStore } from 'react';
// One entry for the language (which i18n/ reads first thing) and the look.
import { UI_SETTINGS_KEY } from '../i18n/savedLanguage';

export type ThemeMode = 'light' | 'dark';
export type Density = 'comfortable' | 'compact';

/** Spec 3 "Local UI settings": theme, accent, density, lang, bgImageDataUrl. */
export interface UiSettings {
  theme: ThemeMode;
  density: Density;
  /** A hex or CSS colour as typed. */
  accent: string;
  lang: string;
  bgImageDataUrl: string | null;
}

/** Spec 9 defaults. */
export const DEFAULT_ACCENT = '#FB9818';
export const DEFAULT_UI_SETTINGS: UiSettings = {
  theme: 'light',
  density: 'comfortable',
  accent: DEFAULT_ACCENT,
  lang: 'de',
  bgImageDataUrl: null,
};

const CHANGE_EVENT = 'tischlein:ui-settings';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseObject(raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return isRecord(value) ? value : {};
  } catch {
    return {};
  }
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Reads the stored text tolerantly: anything missing or malformed falls back to its default. */
export function parseUiSettings(raw: string | null): UiSettings {
  const stored = parseObject(raw);
  return {
    theme: stored.theme === 'dark' ? 'dark' : 'light',
    density: stored.density === 'compact' ? 'compact' : 'comfortable',
    accent: nonEmpty(stored.accent) ? stored.accent.trim() : DEFAULT_ACCENT,
    lang: nonEmpty(stored.lang) ? stored.lang : DEFAULT_UI_SETTINGS.lang,
    bgImageDataUrl: nonEmpty(stored.bgImageDataUrl) && stored.bgImageDataUrl.startsWith('data:image/') ? stored.bgImageDataUrl : null,
  };
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(UI_SETTINGS_KEY);
  } catch {
    return null;
  }
}

// One object per stored text, so useSyncExternalStore sees a stable snapshot.
let cache: { raw: string | null; settings: UiSettings } | null = null;

export function readUiSettings(): UiSettings {
  const raw = readRaw();
  if (cache?.raw !== raw) cache = { raw, settings: parseUiSettings(raw) };
  return cache.settings;
}

/**
 * Stores changed fields and tells the open screens at once. Fields this code does not know (written by
 * another screen or a later version) are kept.
 */
export function saveUiSettings(changes: Partial<UiSettings>): void {
  const next = { ...parseObject(readRaw()), ...changes };
  try {
    localStorage.setItem(UI_SETTINGS_KEY, JSON.stringify(next));
  } catch {
    // Private mode or full storage: the change still applies until the page is left.
    cache = { raw: readRaw(), settings: parseUiSettings(JSON.stringify(next)) };
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => (e.key === UI_SETTINGS_KEY || e.key === null) && onChange();
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current settings; re-renders when they change (here or in another tab). */
export function useUiSettings(): UiSettings {
  return useSyncExternalStore(subscribe, readUiSettings);
}
