import { useQuery } from '@tanstack/react-query';
import { productApi } from './productApi';
import { defaultItemImage } from './productImage';

/** The default item image (spec 9): the restaurant's from the app metadata, else the shipped one. */
export function useDefaultItemImage(): string {
  const { data } = useQuery({ queryKey: ['app-metadata'], queryFn: productApi.appMetadata, staleTime: 5 * 60_000, retry: false });
  return defaultItemImage(data);
}
