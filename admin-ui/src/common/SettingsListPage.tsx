import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { type RaRecord, Title, useTranslate } from 'react-admin';
import { EmptyList } from './EmptyList';
import { useCatalogueMutations } from './useCatalogueMutations';
import { ConfirmDelete, useRecordDialogs } from './useRecordDialogs';

interface WholeList<T> {
  data?: T[];
  isPending: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * The state of a short settings list without search or translations (stations, printers): the record in the dialog,
 * the one to delete, and the mutations that reload the list.
 */
export function useSettingsList<T extends RaRecord & { name: string }>(resource: string, list: WholeList<T>) {
  return { list, mutations: useCatalogueMutations(resource, list.refetch), ...useRecordDialogs<T>() };
}

interface Props<T extends RaRecord & { name: string }> {
  page: ReturnType<typeof useSettingsList<T>>;
  /** The screen's translation namespace (`app.stations`): its `title`, `new` and `empty`. */
  texts: string;
  /** A line under the title saying what the screen is for. */
  intro?: string;
  dialog: ReactNode;
  children: ReactNode;
}

/** Title, "new", loading, failure and empty states, the create/edit dialog and a confirmed delete. */
export function SettingsListPage<T extends RaRecord & { name: string }>({ page, texts, intro, dialog, children }: Props<T>) {
  const translate = useTranslate();
  const { list } = page;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Title title={translate(`${texts}.title`)} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', pt: 2, pb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {translate(`${texts}.title`)}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={page.create}>
          {translate(`${texts}.new`)}
        </Button>
      </Stack>
      {intro && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {intro}
        </Typography>
      )}
      <Box sx={{ height: 4, mb: 1 }}>{list.isFetching && <LinearProgress />}</Box>
      {list.error ? (
        <Alert severity="error">{translate('app.catalogue.load_failed')}</Alert>
      ) : !list.isPending && (list.data ?? []).length === 0 ? (
        <EmptyList text={translate(`${texts}.empty`)} />
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
