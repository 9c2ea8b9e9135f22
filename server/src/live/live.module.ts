import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { LiveGateway } from './live.gateway.js';
import { LiveHandshakeService } from './live-handshake.service.js';
import { LiveReplayService } from './live-replay.service.js';

/**
 * The live order feed over Socket.IO. It sits above the modules it reads (orders' event feed, sessions,
 * staff tokens through auth) and listens to the event bus; nothing imports it, so no module cycle arises.
 */
@Module({
  imports: [OrdersModule, SessionsModule],
  providers: [LiveHandshakeService, LiveReplayService, LiveGateway],
})
export class LiveModule {}
