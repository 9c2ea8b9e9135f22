import { Socket } from 'node:net';

/** How long each step may take; together well below the worker's lease (15 s), so no other process takes over mid-bon. */
export interface PrinterTimeouts {
  connectMs: number;
  statusMs: number;
  ackMs: number;
}

const TIMEOUTS: PrinterTimeouts = { connectMs: 3000, statusMs: 1000, ackMs: 8000 };

export type SendResult = { ok: true } | { ok: false; error: string };

export const UNREACHABLE = 'Drucker nicht erreichbar';
export const PAPER_OUT = 'Papier leer';
export const OFFLINE = 'Drucker offline';
const NO_ACK = 'Drucker hat den Bon nicht bestätigt';

/** DLE EOT 1 (printer status) and DLE EOT 4 (roll paper sensor status). */
const STATUS_REQUEST = Uint8Array.of(0x10, 0x04, 0x01, 0x10, 0x04, 0x04);
/** A status byte: bits 1 and 4 set, bits 0 and 7 clear. */
const isStatusByte = (byte: number) => (byte & 0x93) === 0x12;

/** Why the printer cannot print now, as its status bytes say; null: ready (or it did not answer, which counts as ready). */
export function statusProblem(answer: readonly number[]): string | null {
  const [printer, paper] = answer.filter(isStatusByte);
  if (paper !== undefined && (paper & 0x60) !== 0) return PAPER_OUT;
  if (printer !== undefined && (printer & 0x08) !== 0) return OFFLINE;
  return null;
}

/**
 * Sends one bon to an ESC/POS printer over TCP: asks its status first, then writes the bytes, half-closes the
 * connection and waits for the printer to close its side, which acknowledges that it received all of them (as CUPS'
 * socket backend does). `ok` only then.
 */
export function sendToPrinter(host: string, port: number, bytes: Uint8Array, timeouts = TIMEOUTS): Promise<SendResult> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const answer: number[] = [];
    let phase: 'connect' | 'status' | 'send' | 'done' = 'connect';
    let timer: NodeJS.Timeout | undefined;
    const finish = (result: SendResult) => {
      if (phase === 'done') return;
      phase = 'done';
      clearTimeout(timer);
      if (!result.ok) socket.destroy();
      resolve(result);
    };
    const fail = (error: string) => finish({ ok: false, error });
    const after = (ms: number, then: () => void) => {
      clearTimeout(timer);
      timer = setTimeout(then, ms);
    };
    const send = () => {
      const problem = statusProblem(answer);
      if (problem) return fail(problem);
      phase = 'send';
      after(timeouts.ackMs, () => fail(NO_ACK));
      socket.end(bytes);
    };

    socket.on('error', () => fail(phase === 'send' ? NO_ACK : UNREACHABLE));
    // The printer hung up before it had the whole bon.
    socket.on('end', () => phase !== 'send' && fail(UNREACHABLE));
    socket.on('close', (hadError) => (phase === 'send' && !hadError ? finish({ ok: true }) : fail(UNREACHABLE)));
    socket.on('data', (chunk: Buffer) => {
      answer.push(...chunk);
      if (phase === 'status' && answer.filter(isStatusByte).length >= 2) send();
    });
    after(timeouts.connectMs, () => fail(UNREACHABLE));
    socket.connect({ host, port }, () => {
      phase = 'status';
      socket.setNoDelay(true);
      after(timeouts.statusMs, send);
      socket.write(STATUS_REQUEST);
    });
  });
}
