import { metadataImageUrl } from '../common/images';
import { useAppMetadata } from '../common/useAppMetadata';

/** The default item image (spec 9): the restaurant's from the app metadata, else the shipped one. */
export function useDefaultItemImage(): string {
  const { data } = useAppMetadata({ staleTime: 5 * 60_000 });
  return metadataImageUrl('default-item', data);
}
