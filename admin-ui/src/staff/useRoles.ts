import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { uniqueRoles } from './staffForm';

/** The role names the server knows (GET /api/roles, spec 7), each once. */
export function useRoles() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: ['staff', 'roles'],
    queryFn: async () => uniqueRoles(await dataProvider.getRoles()),
    staleTime: 5 * 60_000,
  });
  return { roles: query.data ?? [], failed: query.isError };
}
