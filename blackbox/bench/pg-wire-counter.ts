import { createServer, connect, type Server, type Socket } from 'node:net';

// Startup-phase request codes (a message without a type byte); after the StartupMessage every frontend
// message is a type byte and an int32 length that includes itself.
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;

/** Reads one client's frontend stream and counts simple-query ('Q') and extended-query Execute ('E') messages. */
export class FrontendParser {
  private buffer: Buffer = Buffer.alloc(0);
  private started = false;

  constructor(private readonly onStatement: () => void) {}

  push(chunk: Buffer): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    for (;;) {
      if (!this.started) {
        if (this.buffer.length < 8) return;
        const length = this.buffer.readInt32BE(0);
        if (this.buffer.length < length) return;
        const code = this.buffer.readInt32BE(4);
        if (code !== SSL_REQUEST && code !== GSSENC_REQUEST && code !== CANCEL_REQUEST) this.started = true;
        this.buffer = this.buffer.subarray(length);
        continue;
      }
      if (this.buffer.length < 5) return;
      const length = this.buffer.readInt32BE(1);
      if (this.buffer.length < length + 1) return;
      const type = String.fromCharCode(this.buffer[0]);
      if (type === 'Q' || type === 'E') this.onStatement();
      this.buffer = this.buffer.subarray(length + 1);
    }
  }
}

/**
 * A loopback TCP proxy in front of PostgreSQL that counts the statements its clients send:
 * point the product's DATABASE_URL at `url(...)`, then read `statements` around the requests.
 */
export class PgWireCounter {
  statements = 0;
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private port = 0;

  constructor(
    private readonly upstreamHost: string,
    private readonly upstreamPort: number,
  ) {}

  async start(): Promise<void> {
    this.server = createServer((client) => this.relay(client));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  /** `databaseUrl` with host and port replaced by the proxy's. */
  url(databaseUrl: string): string {
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  private relay(client: Socket): void {
    const upstream = connect(this.upstreamPort, this.upstreamHost);
    const parser = new FrontendParser(() => (this.statements += 1));
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.setNoDelay(true);
      socket.on('close', () => this.sockets.delete(socket));
    }
    client.on('data', (chunk: Buffer) => {
      parser.push(chunk);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
