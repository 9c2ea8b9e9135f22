import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { AppEvents } from './order-events.types.js';

/** The one typed way to emit in-process events; the gateway listens and forwards to clients. */
@Injectable()
export class EventBus {
  constructor(private readonly emitter: EventEmitter2) {}

  emit<E extends keyof AppEvents>(name: E, payload: AppEvents[E]): void {
    this.emitter.emit(name, payload);
  }
}
