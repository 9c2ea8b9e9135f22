import { decodeToken, readToken } from '../providers/token';
import type { StaffMember } from './staff.types';

/** Whether the account is the logged-in one (the token's subject is its userID). */
export function isOwnAccount(member: Pick<StaffMember, 'userID'>): boolean {
  const sub = decodeToken(readToken())?.sub;
  return sub !== undefined && String(sub) === String(member.userID);
}
