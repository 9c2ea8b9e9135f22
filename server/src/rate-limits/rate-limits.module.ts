import { Global, Module } from '@nestjs/common';
import { GuestRateLimitGuard, GuestSuccessCounter } from './guest-rate-limit.guard.js';
import { RateLimitStore } from './rate-limit.store.js';
import { RateLimitsRepository } from './rate-limits.repository.js';

/** Rate limits with their counters in the database: the guest routes' limits and the login throttle. */
@Global()
@Module({
  providers: [RateLimitStore, RateLimitsRepository, GuestRateLimitGuard, GuestSuccessCounter],
  exports: [RateLimitStore, GuestRateLimitGuard, GuestSuccessCounter],
})
export class RateLimitsModule {}
