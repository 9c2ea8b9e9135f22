// `npm run printer:fake -- --port 9100 [--host 0.0.0.0] [--mode online|paper-out|offline]`: a fake kitchen printer that
// prints every bon it receives as text, to try printing without hardware. Type "online", "paper-out" or "offline" (and
// Enter) to switch it while it runs: the back office shows the printer failing after 30 s, and its waiting bons print
// once it is back online.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { type DecodedLine, decodeEscPos } from './escpos-decoder.js';
import { FakePrinter, type FakePrinterConnection, type FakePrinterMode } from './fake-printer.js';

const MODES: FakePrinterMode[] = ['online', 'paper-out', 'offline'];
const WIDTH = 42;

/** Large type is marked with its size, so the layout can be judged in a terminal. */
const show = (line: DecodedLine) => (line.width > 1 || line.height > 1 ? `${line.text}   [${line.width}×${line.height}]` : line.text);

function print(connection: FakePrinterConnection): void {
  if (connection.mode !== 'online') return;
  for (const bon of decodeEscPos(connection.bytes).bons) {
    const end = bon.cut ? `✂${'-'.repeat(WIDTH - 1)}` : '─'.repeat(WIDTH);
    process.stdout.write(`${'─'.repeat(WIDTH)}\n${bon.lines.map(show).join('\n')}\n${end}\n`);
  }
}

function options(): { host: string; port: number; mode: FakePrinterMode } {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '9100' },
      host: { type: 'string', default: '127.0.0.1' },
      mode: { type: 'string', default: 'online' },
    },
  });
  const port = Number(values.port);
  if (!/^\d+$/.test(values.port) || port < 1 || port > 65535) throw new Error(`--port must be 1–65535, got "${values.port}"`);
  if (!MODES.includes(values.mode as FakePrinterMode)) throw new Error(`--mode must be one of ${MODES.join(', ')}`);
  return { host: values.host, port, mode: values.mode as FakePrinterMode };
}

async function main(): Promise<void> {
  const { host, port, mode } = options();
  const printer = await FakePrinter.start({ host, port, mode, onConnection: print });
  process.stdout.write(`Fake printer on ${host}:${port} (${mode}); type online, paper-out or offline to switch it, Ctrl+C to stop\n`);
  createInterface({ input: process.stdin }).on('line', (text) => {
    const next = text.trim() as FakePrinterMode;
    if (!MODES.includes(next)) return void process.stdout.write(`? ${MODES.join(', ')}\n`);
    void printer.setMode(next).then(() => process.stdout.write(`now ${next}\n`));
  });
}

main().catch((err: Error) => {
  process.stderr.write(`${err.message}\n`);
  process.exit(1);
});
