/** Waits until `done` holds, checking every 50 ms, for at most `timeoutMs`. */
export async function waitUntil(done: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolveTimer) => setTimeout(resolveTimer, 50));
  }
}
