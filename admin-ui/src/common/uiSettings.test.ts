import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UI_SETTINGS_KEY } from '../i18n/savedLanguage';
import { DEFAULT_UI_SETTINGS, parseUiSettings, readUiSettings, saveUiSettings } from './uiSettings';

describe('parseUiSettings', () => {
  it('gives the spec defaults when nothing is stored', () => {
    expect(parseUiSettings(null)).toEqual({
      theme: 'light',
      density: 'comfortable',
      accent: '#FB9818',
      lang: 'de',
      bgImageDataUrl: null,
    });
  });

  it('falls back to the defaults for malformed text or wrong values', () => {
    expect(parseUiSettings('{not json')).toEqual(DEFAULT_UI_SETTINGS);
    expect(parseUiSettings('[1,2]')).toEqual(DEFAULT_UI_SETTINGS);
    expect(parseUiSettings('"dark"')).toEqual(DEFAULT_UI_SETTINGS);
    expect(parseUiSettings(JSON.stringify({ theme: 'blue', density: 3, accent: '  ', lang: null, bgImageDataUrl: 'http://x' }))).toEqual(
      DEFAULT_UI_SETTINGS,
    );
  });

  it('reads valid fields', () => {
    const stored = { theme: 'dark', density: 'compact', accent: 'teal', lang: 'ar', bgImageDataUrl: 'data:image/png;base64,AA==' };
    expect(parseUiSettings(JSON.stringify(stored))).toEqual(stored);
  });
});

describe('saveUiSettings', () => {
  const items = new Map<string, string>();
  const events: string[] = [];

  beforeEach(() => {
    items.clear();
    events.length = 0;
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    });
    vi.stubGlobal('window', { dispatchEvent: (event: Event) => events.push(event.type) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('merges the change into the stored fields, keeping ones it does not know, and announces it', () => {
    items.set(UI_SETTINGS_KEY, JSON.stringify({ lang: 'tr', somethingNew: 1 }));
    saveUiSettings({ theme: 'dark' });
    expect(JSON.parse(items.get(UI_SETTINGS_KEY)!)).toEqual({ lang: 'tr', somethingNew: 1, theme: 'dark' });
    expect(readUiSettings()).toMatchObject({ theme: 'dark', lang: 'tr', density: 'comfortable' });
    expect(events).toEqual(['tischlein:ui-settings']);
  });

  it('starts afresh over malformed text', () => {
    items.set(UI_SETTINGS_KEY, 'oops');
    saveUiSettings({ density: 'compact' });
    expect(JSON.parse(items.get(UI_SETTINGS_KEY)!)).toEqual({ density: 'compact' });
  });

  it('answers the same object while the stored text is unchanged', () => {
    items.set(UI_SETTINGS_KEY, JSON.stringify({ accent: '#123456' }));
    expect(readUiSettings()).toBe(readUiSettings());
    expect(readUiSettings().accent).toBe('#123456');
  });
});
