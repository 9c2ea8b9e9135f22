import { type RaRecord, useGetList, useStore } from 'react-admin';

interface WholeList<T> {
  data?: T[];
  isPending: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * A catalogue list with the filter "Übersetzung fehlt": when on, the entries the server answers for
 * `?missingTranslation=true`; the whole list stays loaded for sorting and for new entries' places.
 */
export function useMissingTranslationList<T extends RaRecord>(resource: string, all: WholeList<T>) {
  const [onlyMissing, setOnlyMissing] = useStore<boolean>(`${resource}.missingTranslation`, false);
  const missing = useGetList<T>(resource, { filter: { missingTranslation: true } }, { enabled: onlyMissing });
  return {
    onlyMissing,
    setOnlyMissing,
    listed: (onlyMissing ? missing.data : all.data) ?? [],
    isPending: onlyMissing ? missing.isPending : all.isPending,
    error: onlyMissing ? missing.error : null,
    refetch: () => Promise.all([all.refetch(), onlyMissing ? missing.refetch() : null]),
  };
}
