import { describe, expect, it, vi } from 'vitest';
import { resetBrowser, RESET_RELOAD_MS } from './resetBrowser';

describe('help dialog reset', () => {
  it('clears both storages at once and reloads /admin after 400 ms', () => {
    vi.useFakeTimers();
    const browser = {
      localStorage: { clear: vi.fn() },
      sessionStorage: { clear: vi.fn() },
      location: { assign: vi.fn() },
      setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    };
    resetBrowser(browser);
    expect(browser.localStorage.clear).toHaveBeenCalled();
    expect(browser.sessionStorage.clear).toHaveBeenCalled();
    vi.advanceTimersByTime(RESET_RELOAD_MS - 1);
    expect(browser.location.assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(browser.location.assign).toHaveBeenCalledWith('/admin');
    vi.useRealTimers();
  });
});
