import { applyDecorators, type CanActivate, type ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../common/api-error.js';
import { AppConfig } from '../config/app-config.js';
import { clientAddress } from './client-address.js';
import { RateLimitStore } from './rate-limit.store.js';

const TOO_MANY_REQUESTS = 'Zu viele Anfragen – bitte einen Moment warten und es dann erneut versuchen.';

const MINUTE = 60_000;

/**
 * The guest limits: far above what a busy restaurant's guests do, far below what a script does.
 * All guests of a restaurant may share one NAT address, so the address limit is generous and each
 * table code and each session has a limit of its own. Each route counts on its own.
 */
const GUEST_LIMITS = {
  /** Session starts (or checkouts) per client address and minute. */
  address: { limit: 60, ttlMs: MINUTE },
  /** Session starts per table QR code in ten minutes (a big table scanning again and again included). */
  table: { limit: 30, ttlMs: 10 * MINUTE },
  /** Checkouts per guest session in ten minutes. */
  session: { limit: 10, ttlMs: 10 * MINUTE },
  /** Takeaway checkouts per client address in ten minutes: they reach the kitchen without a table. */
  takeaway: { limit: 10, ttlMs: 10 * MINUTE },
} as const;

type LimitName = keyof typeof GUEST_LIMITS;

/** What a guarded request may carry: the session SessionOwnerGuard found (it runs first, on checkout). */
export type GuestRequest = FastifyRequest<{ Params: Record<string, string | undefined> }> & {
  guestSession?: { entryType: 'TABLE' | 'TAKEAWAY'; staffUsername: string | null };
};

/**
 * Which limits count this request, and under which name: each only where its tracker exists. None for a session a
 * staff member opened (staff order entry): a logged-in waiter entering order after order for the tables is not an
 * anonymous guest, and shares the restaurant's address with the guests, whom their checkouts must not crowd out.
 */
function countedAs(req: GuestRequest): Array<[LimitName, string]> {
  if (req.guestSession?.staffUsername) return [];
  const address = clientAddress(req.ip);
  const counted: Array<[LimitName, string]> = [['address', address]];
  if (typeof req.params.table === 'string') counted.push(['table', req.params.table]);
  if (typeof req.params.sessionId === 'string') counted.push(['session', req.params.sessionId.toLowerCase()]);
  if (req.guestSession?.entryType === 'TAKEAWAY') counted.push(['takeaway', address]);
  return counted;
}

/**
 * Rate limits for the open guest routes, counted in the database so several server processes share
 * them (RATE_LIMIT_FACTOR scales them; 0 turns them off). Over a limit: 429 with a German message
 * the guest app shows, and Retry-After.
 */
@Injectable()
export class GuestRateLimitGuard implements CanActivate {
  constructor(
    private readonly counters: RateLimitStore,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const factor = this.config.rateLimitFactor;
    if (factor === 0) return true;
    const route = `${context.getClass().name}.${context.getHandler().name}`;
    const req = context.switchToHttp().getRequest<GuestRequest>();
    for (const [name, tracker] of countedAs(req)) {
      const { limit, ttlMs } = GUEST_LIMITS[name];
      const hit = await this.counters.hit(`guest:${route}:${name}:${tracker}`, ttlMs, Math.max(1, Math.round(limit * factor)));
      if (hit.blocked) {
        context
          .switchToHttp()
          .getResponse<FastifyReply>()
          .header('Retry-After', String(Math.max(1, hit.secondsToUnblock)));
        throw new ApiError(429, TOO_MANY_REQUESTS);
      }
    }
    return true;
  }
}

/** Rate-limits an open guest route (see GuestRateLimitGuard). */
export function GuestRateLimit() {
  return applyDecorators(UseGuards(GuestRateLimitGuard), ApiTooManyRequestsResponse({ description: TOO_MANY_REQUESTS }));
}
