import type { User } from '@tischlein/api-types';
import { useQuery } from '@tanstack/react-query';
import { decodeToken, readToken } from '../providers/token';
import { settingsApi } from './settingsApi';

/** What the profile shows: the own user record, or the logged-in user's token data when it cannot be read (spec 2). */
export interface OwnAccount {
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
  const { data, isPending, refetch } = useQuery({
    queryKey: ['settings', 'own-account', id],
    queryFn: () => settingsApi.user(id),
    enabled: id !== '',
    retry: false,
  });
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
