import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { finalize, type Observable } from 'rxjs';
import { EventBus } from '../events/event-bus.service.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * On the back office's menu controllers: every write, once answered, tells the server processes that
 * the guests' menu changed (their cached pages are dropped). A refused write drops them too, which
 * costs one rebuild and never leaves a page stale.
 */
@Injectable()
export class MenuChangesInterceptor implements NestInterceptor {
  constructor(private readonly events: EventBus) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const { method } = context.switchToHttp().getRequest<{ method: string }>();
    if (READS.has(method)) return next.handle();
    return next.handle().pipe(finalize(() => this.events.emit('menu.changed', { fromOtherProcess: false })));
  }
}
