import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP proxy standing in for the compose file's nginx: each new connection goes to the first backend that
 * accepts it (a backend that is down is skipped, as nginx's `proxy_next_upstream` does). `cut()` drops every open
 * connection and refuses new ones until `restore()`: a kitchen screen's Wi-Fi going away.
 */
export class TcpProxy {
  private readonly server: Server;
  private readonly open = new Set<Socket>();
  private offline = false;
  /** Connections each backend took, by its port. */
  readonly served = new Map<number, number>();

  private constructor(private readonly backendPorts: () => number[]) {
    this.server = createServer((client) => this.accept(client));
  }

  static async start(backendPorts: () => number[]): Promise<TcpProxy> {
    const proxy = new TcpProxy(backendPorts);
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get url(): string {
    const address = this.server.address();
    if (typeof address !== 'object' || !address) throw new Error('proxy not listening');
    return `http://127.0.0.1:${address.port}`;
  }

  cut(): void {
    this.offline = true;
    for (const socket of this.open) socket.destroy();
  }

  restore(): void {
    this.offline = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private track(socket: Socket): void {
    this.open.add(socket);
    socket.once('close', () => this.open.delete(socket));
  }

  private accept(client: Socket): void {
    if (this.offline) return void client.destroy();
    this.track(client);
    client.pause();
    this.tryBackend(client, this.backendPorts());
  }

  private tryBackend(client: Socket, ports: number[]): void {
    const [port, ...rest] = ports;
    if (port === undefined || client.destroyed) return void client.destroy();
    const upstream = connect(port, '127.0.0.1');
    let connected = false;
    upstream.on('error', () => {
      if (connected) client.destroy();
      else this.tryBackend(client, rest);
    });
    upstream.once('connect', () => {
      connected = true;
      if (this.offline) return void (upstream.destroy(), client.destroy());
      this.track(upstream);
      this.served.set(port, (this.served.get(port) ?? 0) + 1);
      client.pipe(upstream).pipe(client);
      client.resume();
      client.once('close', () => upstream.destroy());
      upstream.once('close', () => client.destroy());
      client.on('error', () => upstream.destroy());
    });
  }
}
