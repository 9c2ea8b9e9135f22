import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import { type INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import { Server, type ServerOptions } from 'socket.io';
import type { AppConfig } from '../config/app-config.js';

export const METHOD_NOT_ALLOWED = 'Die Live-Verbindung nimmt nur GET und POST an.';

/**
 * Engine.IO's polling transport answers any other method on an open session with a bare 500; it is the
 * client's mistake, so it is refused before that as a 405 with a message.
 */
function refuseOtherMethods(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  if (req.method === 'GET' || req.method === 'POST') return next();
  res.writeHead(405, { allow: 'GET, POST', 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ statusCode: 405, error: 'Method Not Allowed', message: METHOD_NOT_ALLOWED }));
}

/**
 * Socket.IO for the live feed. On PostgreSQL several server processes fan out through
 * LISTEN/NOTIFY (@socket.io/postgres-adapter), on a pool of their own: LISTEN holds a
 * connection for good. The embedded database serves one process: the in-memory adapter.
 */
export class LiveIoAdapter extends IoAdapter {
  private pool: pg.Pool | null = null;
  private readonly liveLogger = new Logger(LiveIoAdapter.name);

  constructor(
    app: INestApplicationContext,
    private readonly config: Pick<AppConfig, 'databaseUrl'>,
  ) {
    super(app);
  }

  // Built here, not by IoAdapter: that would take the older socket.io copy nested in @nestjs/platform-socket.io.
  override createIOServer(port: number, gatewayOptions?: object): Server {
    const options = gatewayOptions as Partial<ServerOptions> | undefined;
    // IoAdapter keeps Nest's HTTP server untyped (any); it is Node's http.Server.
    const httpServer = this.httpServer as HttpServer | undefined;
    const server = httpServer && port === 0 ? new Server(httpServer, options) : new Server(port, options);
    server.engine.use(refuseOtherMethods);
    if (this.config.databaseUrl) {
      const warn = (err: Error) => this.liveLogger.warn(`Live fan-out: ${err.message}`);
      if (!this.pool) {
        this.pool = new pg.Pool({ connectionString: this.config.databaseUrl, max: 3, application_name: 'tischlein-live' });
        // The adapter re-establishes a lost LISTEN connection; an idle client's error must not crash the process.
        this.pool.on('error', warn);
      }
      server.adapter(createAdapter(this.pool, { errorHandler: warn }));
    }
    return server;
  }

  override async dispose(): Promise<void> {
    await super.dispose();
    const pool = this.pool;
    this.pool = null;
    await pool?.end();
  }
}
