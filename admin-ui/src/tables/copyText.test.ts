import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copyText';

/** Just enough of a document for the textarea fallback. */
function fakeDocument(copies: boolean | 'throws') {
  const appended: Array<{ value: string; removed: boolean }> = [];
  const focused = { focus: vi.fn() };
  const document = {
    activeElement: focused,
    body: { appendChild: (element: { value: string; removed: boolean }) => appended.push(element) },
    createElement: () => {
      const element = {
        value: '',
        removed: false,
        style: {},
        setAttribute: vi.fn(),
        select: vi.fn(),
        setSelectionRange: vi.fn(),
        remove: () => (element.removed = true),
      };
      return element;
    },
    execCommand: vi.fn(() => {
      if (copies === 'throws') throw new Error('not allowed');
      return copies;
    }),
  };
  return { document, appended, focused };
}

afterEach(() => vi.unstubAllGlobals());

describe('copyText', () => {
  it('uses the Clipboard API where the browser has it', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await copyText('http://x/order/start?table=abc')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('http://x/order/start?table=abc');
  });

  it('falls back to a hidden textarea over plain HTTP, where navigator.clipboard is missing', async () => {
    vi.stubGlobal('navigator', {});
    const fake = fakeDocument(true);
    vi.stubGlobal('document', fake.document);
    expect(await copyText('link')).toBe(true);
    expect(fake.document.execCommand).toHaveBeenCalledWith('copy');
    expect(fake.appended).toHaveLength(1);
    expect(fake.appended[0]).toMatchObject({ value: 'link', removed: true });
    expect(fake.focused.focus).toHaveBeenCalled();
  });

  it('falls back when the Clipboard API refuses', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) } });
    const fake = fakeDocument(true);
    vi.stubGlobal('document', fake.document);
    expect(await copyText('link')).toBe(true);
  });

  it('answers false when nothing could copy', async () => {
    vi.stubGlobal('navigator', {});
    vi.stubGlobal('document', fakeDocument(false).document);
    expect(await copyText('link')).toBe(false);
    vi.stubGlobal('document', fakeDocument('throws').document);
    expect(await copyText('link')).toBe(false);
  });
});
