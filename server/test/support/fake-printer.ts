import { FakePrinter, type FakePrinterOptions } from '../../src/printing/fake-printer.js';

export { FakePrinter };

/** A fake ESC/POS printer on 127.0.0.1 on a free port (src/printing/fake-printer.ts); close it in afterAll. */
export function startFakePrinter(options: FakePrinterOptions = {}): Promise<FakePrinter> {
  return FakePrinter.start({ host: '127.0.0.1', port: 0, ...options });
}

/** Polls `check` until it returns a value other than undefined/false, or fails after `timeoutMs` with `what`. */
export async function eventually<T>(
  what: string,
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
