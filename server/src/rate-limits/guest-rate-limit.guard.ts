import {
  applyDecorators,
  type CallHandler,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiHeader, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { mergeMap, type Observable } from 'rxjs';
import { guestRefusal, TooManyRequestsError } from '../common/api-error.js';
import { AppConfig } from '../config/app-config.js';
import { clientAddress } from './client-address.js';
import { RateLimitStore } from './rate-limit.store.js';
import { scaledLimit } from './scaled-limit.js';

const TOO_MANY_REQUESTS = 'Zu viele Anfragen – bitte einen Moment warten und es dann erneut versuchen.';

const MINUTE = 60_000;

/** The header the guest app sends with a session start: a random id it keeps per phone. */
export const DEVICE_ID_HEADER = 'x-device-id';
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** What a limit counts under: one phone (its device id or its session), or a client address. */
type CountedPer = 'device' | 'session' | 'address' | 'takeawayAddress';

interface GuestLimit {
  per: CountedPer;
  limit: number;
  ttlMs: number;
  /**
   * Only answered requests (2xx) count, checked before and counted after: for budgets that every guest behind one
   * address shares, so one phone's refused requests (unknown codes, empty baskets) cannot spend the others' budget.
   */
  successesOnly?: boolean;
}

/**
 * The guest limits, per kind of route. Each phone first has a budget of its own (its session, or for a session start
 * the device id the guest app keeps), which counts every request, refused ones too. All guests of a restaurant may
 * share one NAT address, so the address budget is only a high ceiling (a full restaurant arriving within a minute
 * stays far below it), and counts only requests that succeeded. There is no budget per table code: a stranger with
 * a photographed code could spend it for the real guests; the open orders a table may have are limited instead.
 */
const GUEST_LIMITS = {
  start: [
    { per: 'device', limit: 30, ttlMs: 10 * MINUTE },
    { per: 'address', limit: 240, ttlMs: MINUTE, successesOnly: true },
  ],
  checkout: [
    { per: 'session', limit: 10, ttlMs: 10 * MINUTE },
    { per: 'address', limit: 240, ttlMs: MINUTE, successesOnly: true },
    // Takeaway orders reach the kitchen without a table.
    { per: 'takeawayAddress', limit: 10, ttlMs: 10 * MINUTE, successesOnly: true },
  ],
  call: [
    { per: 'session', limit: 10, ttlMs: 10 * MINUTE },
    { per: 'address', limit: 240, ttlMs: MINUTE, successesOnly: true },
  ],
  /** A guest's basket changes and name: far more than thumbs tap, far fewer than a script sends. */
  write: [{ per: 'session', limit: 120, ttlMs: MINUTE }],
} satisfies Record<string, GuestLimit[]>;

export type GuestRouteKind = keyof typeof GUEST_LIMITS;

const ROUTE_KIND = 'tischlein:guest-route-kind';

/** What a guarded request may carry: the session SessionOwnerGuard found (it runs first on session routes). */
export type GuestRequest = FastifyRequest<{ Params: Record<string, string | undefined> }> & {
  guestSession?: { entryType: 'TABLE' | 'TAKEAWAY'; staffUsername: string | null };
  /** The success-only budgets this request counts against once it has been answered. */
  guestSuccessCounters?: Array<{ key: string; ttlMs: number; limit: number }>;
};

function trackerOf(req: GuestRequest, per: CountedPer): string | null {
  switch (per) {
    case 'device': {
      const id = req.headers[DEVICE_ID_HEADER];
      return typeof id === 'string' && DEVICE_ID.test(id) ? id : null;
    }
    case 'session':
      return typeof req.params.sessionId === 'string' ? req.params.sessionId.toLowerCase() : null;
    case 'address':
      return clientAddress(req.ip);
    case 'takeawayAddress':
      return req.guestSession?.entryType === 'TAKEAWAY' ? clientAddress(req.ip) : null;
  }
}

/**
 * Rate limits for the open guest routes, counted in the database so several server processes share them
 * (RATE_LIMIT_FACTOR scales them; 0 turns them off). Over a limit: 429 with a German message the guest app shows,
 * and Retry-After. A session a staff member opened (staff order entry) is not counted: a logged-in waiter entering
 * order after order is not an anonymous guest.
 */
@Injectable()
export class GuestRateLimitGuard implements CanActivate {
  constructor(
    private readonly counters: RateLimitStore,
    private readonly config: AppConfig,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const factor = this.config.rateLimitFactor;
    const req = context.switchToHttp().getRequest<GuestRequest>();
    if (factor === 0 || req.guestSession?.staffUsername) return true;
    const kind = this.reflector.get<GuestRouteKind>(ROUTE_KIND, context.getHandler());
    const route = `${context.getClass().name}.${context.getHandler().name}`;
    const afterSuccess: NonNullable<GuestRequest['guestSuccessCounters']> = [];
    for (const { per, limit, ttlMs, successesOnly } of GUEST_LIMITS[kind] as GuestLimit[]) {
      const tracker = trackerOf(req, per);
      if (tracker === null) continue;
      const key = `guest:${route}:${per}:${tracker}`;
      const scaled = scaledLimit(limit, factor);
      const secondsBlocked = successesOnly
        ? await this.counters.blockedFor(key, scaled, ttlMs)
        : await this.counters.hit(key, ttlMs, scaled).then((hit) => (hit.blocked ? Math.max(1, hit.secondsToUnblock) : 0));
      if (secondsBlocked > 0) throw new TooManyRequestsError(TOO_MANY_REQUESTS, secondsBlocked, guestRefusal('RATE_LIMITED'));
      if (successesOnly) afterSuccess.push({ key, ttlMs, limit: scaled });
    }
    req.guestSuccessCounters = afterSuccess;
    return true;
  }
}

/** Counts an answered request against the success-only budgets the guard checked (see GuestLimit.successesOnly). */
@Injectable()
export class GuestSuccessCounter implements NestInterceptor {
  constructor(private readonly counters: RateLimitStore) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<GuestRequest>();
    return next.handle().pipe(
      mergeMap(async (body: unknown) => {
        for (const { key, ttlMs, limit } of req.guestSuccessCounters ?? []) await this.counters.hit(key, ttlMs, limit);
        return body;
      }),
    );
  }
}

/** Rate-limits an open guest route (see GuestRateLimitGuard); on session routes place it above SessionOwnerGuard. */
export function GuestRateLimit(kind: GuestRouteKind) {
  return applyDecorators(
    SetMetadata(ROUTE_KIND, kind),
    UseGuards(GuestRateLimitGuard),
    UseInterceptors(GuestSuccessCounter),
    ApiTooManyRequestsResponse({ description: TOO_MANY_REQUESTS }),
    ...(kind === 'start'
      ? [ApiHeader({ name: 'X-Device-Id', required: false, description: 'A random id (16–64 of A–Z a–z 0–9 _ -) the app keeps per phone' })]
      : []),
  );
}
