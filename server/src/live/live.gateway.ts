import { Logger, type OnModuleDestroy } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import {
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { AppConfig } from '../config/app-config.js';
import { type LiveHandshake, LiveHandshakeService, LiveRefusal, UNAVAILABLE } from './live-handshake.service.js';
import { LiveReplayService } from './live-replay.service.js';
import { GUESTS_ROOM, roomOf, sessionRoom, STAFF_ROOM, tableRoom } from './live-rooms.js';
import { Coalescer } from './coalescer.js';
import { SessionConnectionLimit, TOO_MANY_CONNECTIONS } from './live-connection-limit.js';
import { type LiveSink, LiveSubscriber } from './live-subscriber.js';
import type { AppEvents, OrderEventName, PublishedOrderEvent, SessionsEnded, StaffRevoked } from '../events/app-events.js';
import { EventBus } from '../events/event-bus.service.js';
import type { LiveServerToClientEvents } from './live-protocol.js';

/** How one server process passes events to the others (through the Socket.IO adapter). */
interface LiveServerSideEvents {
  'order-event': (name: OrderEventName, event: PublishedOrderEvent) => void;
  'staff-revoked': (event: StaffRevoked) => void;
  'sessions-ended': (event: SessionsEnded) => void;
  'menu-changed': () => void;
}
/** Travels to the other processes when they count a session's connections (fetchSockets): plain data only. */
interface LiveSocketData {
  handshake: LiveHandshake;
}
type LiveServer = Server<Record<string, never>, LiveServerToClientEvents, LiveServerSideEvents, LiveSocketData>;
type LiveSocket = Socket<Record<string, never>, LiveServerToClientEvents, LiveServerSideEvents, LiveSocketData>;

/** A table's phones hear of basket changes at most once in this window (4 a second), the latest change last. */
const BASKET_CHANGED_WINDOW_MS = 250;
/** How long a handshake waits for the other processes to count a session's connections there. */
const COUNT_ELSEWHERE_TIMEOUT_MS = 1000;

function sinkFor(socket: LiveSocket): LiveSink {
  return {
    send: (name, event) => socket.emit(name, event),
    hello: (lastSeq) => socket.emit('hello', { lastSeq }),
    truncated: (lastSeq) => socket.emit('replay.truncated', { lastSeq }),
  };
}

/**
 * The live order feed (docs/live-events.md). Every process delivers to its own connections,
 * so each one can hold live events back while its replay is read; events published here are
 * passed to the other processes through the adapter. Clients send nothing but the handshake,
 * hence the small buffer limit.
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false, maxHttpBufferSize: 16_384 })
export class LiveGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect, OnModuleDestroy {
  @WebSocketServer() private readonly server: LiveServer;
  private readonly logger = new Logger(LiveGateway.name);
  private readonly subscribers = new Map<string, LiveSubscriber>();
  /** When each connection's token expires, by socket id. */
  private readonly expiryTimers = new Map<string, NodeJS.Timeout>();
  private readonly sessionConnections = new SessionConnectionLimit((sessionId) => this.connectionsElsewhere(sessionId));
  // Each process thins the news it emits; the adapter carries what it sends to the table's phones on every process.
  private readonly basketNews = new Coalescer<number, string>(BASKET_CHANGED_WINDOW_MS, (tableId, basketId) =>
    this.server.to(tableRoom(tableId)).emit('basket.changed', { basketId }),
  );

  constructor(
    private readonly handshakes: LiveHandshakeService,
    private readonly replays: LiveReplayService,
    private readonly config: AppConfig,
    private readonly events: EventBus,
  ) {}

  afterInit(server: LiveServer): void {
    server.use((socket, next) => {
      this.admit(socket).then(
        () => next(),
        (err: Error) => next(err instanceof LiveRefusal ? err : this.unavailable(err)),
      );
    });
    server.sockets.on('order-event', (name, event) => this.deliver(name, event));
    server.sockets.on('staff-revoked', (event) => this.disconnectStaff(event));
    server.sockets.on('sessions-ended', (event) => this.disconnectSessions(event));
    server.sockets.on('menu-changed', () => this.events.emit('menu.changed', { fromOtherProcess: true }));
  }

  onModuleDestroy(): void {
    this.basketNews.clear();
  }

  /** Checks the token; a guest session's connection also counts against its limit. */
  private async admit(socket: LiveSocket): Promise<void> {
    const handshake = await this.handshakes.accept(socket.handshake.auth);
    const { viewer } = handshake;
    if (viewer.kind === 'session') {
      const { sessionId } = viewer;
      if (!(await this.sessionConnections.admit(sessionId, socket.id))) throw new LiveRefusal(TOO_MANY_CONNECTIONS, 'TOO_MANY_CONNECTIONS');
      // A client gone before the handshake finished never disconnects, but its transport closes (or has closed).
      const release = () => this.sessionConnections.release(sessionId, socket.id);
      socket.conn.once('close', release);
      if (socket.conn.readyState === 'closed') release();
    }
    socket.data.handshake = handshake;
  }

  /**
   * A session's connections on the other processes: their rooms span processes (fetchSockets through the adapter).
   * Without an answer in time (a process just died) only this process's connections count.
   */
  private async connectionsElsewhere(sessionId: string): Promise<number> {
    if (!this.config.databaseUrl) return 0;
    try {
      const sockets = await this.server.in(sessionRoom(sessionId)).timeout(COUNT_ELSEWHERE_TIMEOUT_MS).fetchSockets();
      return sockets.filter((socket) => !this.server.sockets.sockets.has(socket.id)).length;
    } catch (err) {
      this.logger.warn(`Live connections on other processes not counted: ${(err as Error).message}`);
      return 0;
    }
  }

  /** An unexpected failure is logged, never shown to the client. */
  private unavailable(err: Error): LiveRefusal {
    this.logger.error(`Live handshake failed: ${err.stack ?? err}`);
    return new LiveRefusal(UNAVAILABLE, 'UNAVAILABLE');
  }

  async handleConnection(socket: LiveSocket): Promise<void> {
    const { viewer, lastSeq, expiresAt } = socket.data.handshake;
    const subscriber = new LiveSubscriber(viewer, lastSeq, sinkFor(socket));
    this.subscribers.set(socket.id, subscriber);
    this.expiryTimers.set(socket.id, setTimeout(() => socket.disconnect(true), Math.max(0, expiresAt - Date.now())).unref());
    const guestRooms = viewer.kind === 'session' ? [GUESTS_ROOM, ...(viewer.table ? [tableRoom(viewer.table.tableId)] : [])] : [];
    await socket.join([roomOf(viewer), ...guestRooms]);
    try {
      const replay = await this.replays.read(viewer, lastSeq);
      if (socket.connected) subscriber.finishReplay(replay);
    } catch (err) {
      this.logger.error(`Replay failed: ${(err as Error).stack ?? String(err)}`);
      socket.disconnect(true);
    }
  }

  handleDisconnect(socket: LiveSocket): void {
    clearTimeout(this.expiryTimers.get(socket.id));
    this.expiryTimers.delete(socket.id);
    this.subscribers.delete(socket.id);
    const viewer = socket.data.handshake?.viewer;
    if (viewer?.kind === 'session') this.sessionConnections.release(viewer.sessionId, socket.id);
  }

  @OnEvent('order.created')
  onOrderCreated(event: AppEvents['order.created']): void {
    this.publish('order.created', event);
  }

  @OnEvent('order.updated')
  onOrderUpdated(event: AppEvents['order.updated']): void {
    this.publish('order.updated', event);
  }

  /** A deleted account, or one whose tokens were revoked, loses its live feed on every process at once. */
  @OnEvent('staff.revoked')
  onStaffRevoked(event: AppEvents['staff.revoked']): void {
    this.disconnectStaff(event);
    if (this.config.databaseUrl) this.server.serverSideEmit('staff-revoked', event);
  }

  @OnEvent('sessions.ended')
  onSessionsEnded(event: AppEvents['sessions.ended']): void {
    this.disconnectSessions(event);
    if (this.config.databaseUrl) this.server.serverSideEmit('sessions-ended', event);
  }

  /**
   * The feed's adapter is the one path between processes: it carries menu changes to their caches too. Each
   * process then tells its own guests, after this event's other listeners have dropped its cached menu.
   */
  @OnEvent('menu.changed')
  onMenuChanged(event: AppEvents['menu.changed']): void {
    if (!event.fromOtherProcess && this.config.databaseUrl) this.server.serverSideEmit('menu-changed');
    setImmediate(() => this.server.local.to(GUESTS_ROOM).emit('menu.changed'));
  }

  /** Rooms reach every process through the adapter: a call placed on one reaches staff on all. */
  @OnEvent('service-call.changed')
  onServiceCall({ tableId, call, guestView }: AppEvents['service-call.changed']): void {
    this.server.to(STAFF_ROOM).emit('service-call', call);
    this.server.to(tableRoom(tableId)).emit('service-call', guestView);
  }

  /** A burst of changes (every name change of a guest tells the table) reaches the phones thinned out. */
  @OnEvent('basket.changed')
  onBasketChanged({ tableId, basketId }: AppEvents['basket.changed']): void {
    this.basketNews.offer(tableId, basketId);
  }

  private disconnectStaff({ userId, tokenVersion }: StaffRevoked): void {
    this.disconnectWhere(
      ({ userId: account, tokenVersion: held }) => account === userId && (tokenVersion === null || (held ?? -1) < tokenVersion),
    );
  }

  private disconnectSessions({ sessionIds }: SessionsEnded): void {
    const ended = new Set(sessionIds);
    this.disconnectWhere(({ viewer }) => viewer.kind === 'session' && ended.has(viewer.sessionId));
  }

  private disconnectWhere(matches: (handshake: LiveHandshake) => boolean): void {
    for (const socket of this.server.sockets.sockets.values()) {
      if (socket.data.handshake && matches(socket.data.handshake)) socket.disconnect(true);
    }
  }

  private publish(name: OrderEventName, published: PublishedOrderEvent): void {
    // A bigint key comes back from an INSERT as a string; clients compare seqs as numbers.
    const event = { ...published, seq: Number(published.seq) };
    this.deliver(name, event);
    // Only the PostgreSQL adapter reaches other processes; the in-memory one has none.
    if (this.config.databaseUrl) this.server.serverSideEmit('order-event', name, event);
  }

  private deliver(name: OrderEventName, event: PublishedOrderEvent): void {
    for (const subscriber of this.subscribers.values()) subscriber.offer(name, event);
  }
}
