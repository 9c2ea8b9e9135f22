import { useState } from 'react';
import { type RaRecord, useStore } from 'react-admin';
import type { CatalogueView } from './CatalogueToolbar';
import { useCatalogueMutations } from './useCatalogueMutations';
import { useMissingTranslationList } from './useMissingTranslationList';
import { useRecordDialogs } from './useRecordDialogs';

/** A catalogue list as react-admin's useGetList answers it: loaded whole (docs/decisions.md, "Small admin lists"). */
interface WholeList<T> {
  data?: T[];
  isPending: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => Promise<unknown>;
}

interface Options<T> {
  /** Whether a record matches what was typed into the search field. */
  matches: (record: T, search: string) => boolean;
  /** Where the server may only deactivate a record instead of deleting it (extras): what to say then. */
  keptMessage?: string;
}

/**
 * The state of a catalogue screen (menu types, categories, extras) that CatalogueListPage shows: cards or
 * table (kept in the browser), the search, the filter "Übersetzung fehlt", the record in the dialog and the
 * one to delete, and the mutations that reload the list.
 */
export function useCatalogueList<T extends RaRecord & { name: string }>(resource: string, all: WholeList<T>, options: Options<T>) {
  const [view, setView] = useStore<CatalogueView>(`${resource}.view`, 'cards');
  const [search, setSearch] = useState('');
  const dialogs = useRecordDialogs<T>();
  const filtered = useMissingTranslationList(resource, all);
  const mutations = useCatalogueMutations(resource, filtered.refetch, options.keptMessage);
  const searching = search.trim() !== '';
  return {
    all,
    filtered,
    mutations,
    view,
    setView,
    search,
    setSearch,
    searching,
    /** A search or a filter hides some records: sorting, which needs the whole list, is off. */
    narrowed: searching || filtered.onlyMissing,
    /** The records to list: the filter's, matching the search. */
    shown: filtered.listed.filter((record) => options.matches(record, search)),
    ...dialogs,
  };
}

export type CatalogueList<T extends RaRecord & { name: string }> = ReturnType<typeof useCatalogueList<T>>;
