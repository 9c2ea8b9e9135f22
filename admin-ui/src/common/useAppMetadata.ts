import { useQuery } from '@tanstack/react-query';
import type { AppMetadata } from '@tischlein/api-types';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

/** Every screen that shows the metadata reads (and the image editor writes) this one cache entry. */
export const APP_METADATA_KEY = ['app-metadata'];

/** The app metadata (the images guests see). A failed read is no error to show: the shipped images stand in (spec 8). */
export function useAppMetadata({ staleTime }: { staleTime?: number } = {}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery<AppMetadata>({ queryKey: APP_METADATA_KEY, queryFn: () => dataProvider.getAppMetadata(), staleTime, retry: false });
}
