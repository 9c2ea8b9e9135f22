import { Global, Module } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { EventBus } from './event-bus.service.js';
import { LiveGateway } from './live.gateway.js';
import { LiveHandshakeService } from './live-handshake.service.js';
import { LiveReplayService } from './live-replay.service.js';
import { OrderEventFeed } from './order-event-feed.repository.js';

@Global()
@Module({
  imports: [EventEmitterModule.forRoot()],
  providers: [EventBus, OrderEventFeed, LiveHandshakeService, LiveReplayService, LiveGateway],
  exports: [EventBus],
})
export class EventsModule {}
