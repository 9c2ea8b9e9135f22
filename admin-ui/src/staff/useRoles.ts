import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../providers/http';
import { uniqueRoles } from './staffForm';

/** The role names the server knows (GET /api/roles, spec 7), each once. */
export function useRoles() {
  const query = useQuery({
    queryKey: ['staff', 'roles'],
    queryFn: async () => uniqueRoles(await apiFetch<string[]>('/roles')),
    staleTime: 5 * 60_000,
  });
  return { roles: query.data ?? [], failed: query.isError };
}
