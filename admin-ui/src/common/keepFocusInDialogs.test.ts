// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepFocusInDialogs } from './keepFocusInDialogs';

describe('keepFocusInDialogs', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  const openDialog = () => {
    document.body.innerHTML = '<div role="dialog" aria-modal="true" tabindex="-1"><button>Speichern</button></div>';
    return document.querySelector<HTMLElement>('[role="dialog"]')!;
  };

  it('puts a focus that fell to the page back on the open dialog', () => {
    vi.useFakeTimers();
    const dialog = openDialog();
    const stop = keepFocusInDialogs(document, 100);
    document.querySelector('button')!.remove();
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(dialog);
    stop();
  });

  it('leaves a focus inside the dialog alone', () => {
    vi.useFakeTimers();
    openDialog();
    const button = document.querySelector('button')!;
    button.focus();
    const stop = keepFocusInDialogs(document, 100);
    vi.advanceTimersByTime(300);
    expect(document.activeElement).toBe(button);
    stop();
  });
});
