import type { User } from '@tischlein/api-types';
import { type RaRecord, useGetOne } from 'react-admin';
import { decodeToken, readToken } from '../providers/token';

/** What the profile shows: the own user record, or the logged-in user's token data when it cannot be read (spec 2). */
interface OwnAccount {
  userID: string;
  username: string;
  roles: string[];
  createdAt?: string | null;
  updatedAt?: string | null;
}

export function useOwnAccount() {
  const claims = decodeToken(readToken());
  const id = claims?.sub === undefined ? '' : String(claims.sub);
  const fallback: OwnAccount = { userID: id, username: claims?.username ?? '', roles: claims?.roles ?? [] };
  // Every role may read its own account (the staff resource's GET /user/{id}).
  const { data, isPending, refetch } = useGetOne<User & RaRecord>('staff', { id }, { enabled: id !== '', retry: false });
  const account: OwnAccount = data ? fromUser(data) : fallback;
  return { account, loading: isPending && id !== '', refetch };
}

const fromUser = (user: User): OwnAccount => ({
  userID: String(user.userID),
  username: user.username,
  roles: user.roles,
  createdAt: user.createdAt,
  updatedAt: user.updatedAt,
});
