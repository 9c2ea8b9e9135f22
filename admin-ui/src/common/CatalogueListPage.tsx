import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { type RaRecord, Title, useTranslate } from 'react-admin';
import { CatalogueToolbar } from './CatalogueToolbar';
import { EmptyList } from './EmptyList';
import { MissingTranslationFilter } from './MissingTranslations';
import { SearchField } from './SearchField';
import { ConfirmDelete } from './useRecordDialogs';
import type { CatalogueList } from './useCatalogueList';

/** Another list the screen shows with its own (the categories' menu types): its loading and failure show too. */
interface RelatedList {
  isPending: boolean;
  isFetching: boolean;
  error?: unknown;
}

interface Props<T extends RaRecord & { name: string }> {
  page: CatalogueList<T>;
  /** The screen's translation namespace (`app.menu_types`): its `title`, `new`, `search` and `empty`. */
  texts: string;
  /** The records keep the guests' order and move with up and down buttons: a hint says how, or why not now. */
  reorderable?: boolean;
  /** More filters after the search field (the categories' menu type). */
  filters?: ReactNode;
  related?: RelatedList[];
  /** Whether there is nothing to list; by default when no record is shown. */
  empty?: boolean;
  /** The create or edit dialog, shown while `page.dialogOpen`. */
  dialog: ReactNode;
  /** The records as cards or as a table (`page.view`). */
  children: ReactNode;
}

/**
 * One screen for each catalogue list (menu types, categories, extras; spec 2): title, cards/table, "new",
 * search and the filter "Übersetzung fehlt", loading, failure and empty states, the dialog, and a confirmed
 * delete that says what became of the record.
 */
export function CatalogueListPage<T extends RaRecord & { name: string }>(props: Props<T>) {
  const { page, texts, reorderable, filters, related = [], dialog, children } = props;
  const translate = useTranslate();
  const lists = [page.all, ...related];
  const pending = page.filtered.isPending || related.some((list) => list.isPending);
  const failed = lists.some((list) => list.error) || page.filtered.error;
  const empty = props.empty ?? page.shown.length === 0;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Title title={translate(`${texts}.title`)} />
      <CatalogueToolbar
        title={translate(`${texts}.title`)}
        view={page.view}
        onViewChange={page.setView}
        newLabel={translate(`${texts}.new`)}
        onNew={page.create}
      >
        {filters}
        <SearchField label={translate(`${texts}.search`)} value={page.search} onChange={page.setSearch} />
        <MissingTranslationFilter checked={page.filtered.onlyMissing} onChange={page.filtered.setOnlyMissing} />
      </CatalogueToolbar>
      {reorderable && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(
            page.searching
              ? 'app.catalogue.reorder_off_while_searching'
              : page.filtered.onlyMissing
                ? 'app.translations.reorder_off'
                : 'app.catalogue.reorder_hint',
          )}
        </Typography>
      )}
      <Box sx={{ height: 4, mb: 1 }}>{lists.some((list) => list.isFetching) && <LinearProgress />}</Box>
      {failed ? (
        <Alert severity="error">{translate('app.catalogue.load_failed')}</Alert>
      ) : !pending && empty ? (
        <EmptyList text={translate(`${texts}.empty`)} onResetSearch={page.searching ? () => page.setSearch('') : undefined} />
      ) : (
        children
      )}
      {page.dialogOpen && dialog}
      <ConfirmDelete
        deleting={page.deleting}
        pending={page.mutations.pending}
        onDelete={page.mutations.remove}
        onClose={page.stopDeleting}
      />
    </Box>
  );
}
