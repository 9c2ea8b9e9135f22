import { Injectable } from '@nestjs/common';
import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';
import type { EntityManager } from 'typeorm';
import type { AppEvents } from './app-events.js';

/**
 * The one typed way between modules in one process: a module tells what happened, others react.
 * `emit` is for after a commit and waits for nobody (the live feed); `dispatch` waits for the
 * reactions and fails when one fails, and with a manager they write in the caller's transaction.
 */
@Injectable()
export class EventBus {
  constructor(private readonly emitter: EventEmitter2) {}

  emit<E extends keyof AppEvents>(name: E, payload: AppEvents[E]): void {
    this.emitter.emit(name, payload);
  }

  async dispatch<E extends keyof AppEvents>(name: E, payload: AppEvents[E], manager?: EntityManager): Promise<void> {
    await this.emitter.emitAsync(name, payload, manager);
  }
}

/**
 * Marks a method as another module's reaction to a dispatched event: `(payload, manager?)`. Unlike a
 * plain @OnEvent its failure is not swallowed, so it reaches the dispatching module (and its transaction).
 */
export const ReactTo = (name: keyof AppEvents) => OnEvent(name, { suppressErrors: false });
