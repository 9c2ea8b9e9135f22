import { Injectable } from '@nestjs/common';
import { StaffAccounts } from '../users/staff-accounts.service.js';
import type { StaffPrincipal } from './staff-jwt.strategy.js';
import type { StaffTokenPayload } from './token.service.js';

/**
 * Who a verified staff token speaks for, checked against the database on every call (HTTP and live):
 * the account must still exist and have the token's version; roles come from the account, not the token.
 */
@Injectable()
export class StaffAccess {
  constructor(private readonly accounts: StaffAccounts) {}

  async principalOf(payload: StaffTokenPayload): Promise<StaffPrincipal | null> {
    const id = Number(payload.sub);
    if (!Number.isInteger(id)) return null;
    const user = await this.accounts.find(id);
    if (!user || user.tokenVersion !== payload.tv) return null;
    return { kind: 'staff', userId: user.id, username: user.username, roles: user.roles };
  }
}
