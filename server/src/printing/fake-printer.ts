import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { type DecodedBon, decodeEscPos } from './escpos-decoder.js';

/** online: prints; paper-out: answers "paper end" (and is offline); offline: refuses every connection. */
export type FakePrinterMode = 'online' | 'paper-out' | 'offline';

/** What one connection brought, in the mode the printer was in when it came. */
export interface FakePrinterConnection {
  mode: FakePrinterMode;
  bytes: Buffer;
  closed: boolean;
}

export interface FakePrinterOptions {
  host?: string;
  /** 0 (the default): a free port. */
  port?: number;
  mode?: FakePrinterMode;
  /** False: ignores status requests, as some printers do. */
  answersStatus?: boolean;
  /** How long it "prints" before it closes the connection (the acknowledgement). */
  closeDelayMs?: number;
  /** Told of every connection once it closed. */
  onConnection?: (connection: FakePrinterConnection) => void;
}

// DLE EOT n answers (Epson): n = 1 printer status (bit 3: offline), n = 4 roll paper (bits 5 and 6: paper end).
const ONLINE = 0x12;
const STATUS: Record<'online' | 'paper-out', Record<number, number>> = {
  online: { 1: ONLINE, 2: ONLINE, 3: ONLINE, 4: ONLINE },
  'paper-out': { 1: ONLINE | 0x08, 2: ONLINE | 0x20, 3: ONLINE, 4: ONLINE | 0x60 },
};

/**
 * A fake ESC/POS network printer on a TCP port: it answers status requests (DLE EOT n) as a real one does, keeps what
 * each connection sent, and decodes it back into bons. For the tests and `npm run printer:fake`.
 */
export class FakePrinter {
  readonly connections: FakePrinterConnection[] = [];
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private modeNow: FakePrinterMode;

  private constructor(
    readonly host: string,
    public port: number,
    private readonly options: FakePrinterOptions,
  ) {
    this.modeNow = options.mode ?? 'online';
  }

  static async start(options: FakePrinterOptions = {}): Promise<FakePrinter> {
    const printer = new FakePrinter(options.host ?? '127.0.0.1', options.port ?? 0, options);
    if (printer.modeNow !== 'offline') await printer.listen();
    return printer;
  }

  get mode(): FakePrinterMode {
    return this.modeNow;
  }

  /** Offline closes the port and drops every connection; back online opens the same port again. */
  async setMode(mode: FakePrinterMode): Promise<void> {
    const wasListening = this.server !== null;
    this.modeNow = mode;
    if (mode === 'offline' && wasListening) await this.stopListening();
    if (mode !== 'offline' && !wasListening) await this.listen();
  }

  /** Every bon printed while online, in the order the connections came. */
  bons(): DecodedBon[] {
    return this.connections.filter((c) => c.mode === 'online').flatMap((c) => decodeEscPos(c.bytes).bons);
  }

  /** The text of every bon printed while online. */
  texts(): string[][] {
    return this.bons().map((bon) => bon.lines.map((line) => line.text));
  }

  async close(): Promise<void> {
    if (this.server) await this.stopListening();
  }

  private listen(): Promise<void> {
    const server = createServer({ allowHalfOpen: true }, (socket) => this.accept(socket));
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, this.host, () => {
        this.port = (server.address() as AddressInfo).port;
        this.server = server;
        resolve();
      });
    });
  }

  private async stopListening(): Promise<void> {
    const server = this.server!;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private accept(socket: Socket): void {
    const connection: FakePrinterConnection = { mode: this.modeNow, bytes: Buffer.alloc(0), closed: false };
    this.connections.push(connection);
    this.sockets.add(socket);
    let scanned = 0;
    socket.on('data', (chunk: Buffer) => {
      connection.bytes = Buffer.concat([connection.bytes, chunk]);
      scanned = this.answerStatus(socket, connection.bytes, scanned);
    });
    // The client sent everything: "print" it, then close, which tells the client it arrived.
    socket.on('end', () => setTimeout(() => socket.end(), this.options.closeDelayMs ?? 0));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      connection.closed = true;
      this.sockets.delete(socket);
      this.options.onConnection?.(connection);
    });
  }

  /** Answers the DLE EOT n requests in bytes[from…]; returns where to look next time (a request may span two chunks). */
  private answerStatus(socket: Socket, bytes: Buffer, from: number): number {
    let i = from;
    while (i + 2 < bytes.length) {
      if (bytes[i] !== 0x10 || bytes[i + 1] !== 0x04) {
        i++;
        continue;
      }
      const answer = this.modeNow === 'offline' ? undefined : STATUS[this.modeNow][bytes[i + 2]];
      if (answer !== undefined && this.options.answersStatus !== false) socket.write(Uint8Array.of(answer));
      i += 3;
    }
    return i;
  }
}
