import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { imageFileProblem, metadataImageUrl, shippedMetadataImageUrl } from '../common/images';
import { APP_METADATA_KEY, useAppMetadata } from '../common/useAppMetadata';
import type { AppDataProvider } from '../providers/dataProvider';
import type { MetadataImage } from '../providers/settingsMethods';
import { useSettingsNotify } from './useSettingsNotify';

/** What the editor of one image says, as translation keys (spec 8). */
interface ImageMessages {
  title: string;
  saved: string;
  saveFailed: string;
  reset: string;
  resetFailed: string;
}

export const IMAGE_MESSAGES: Record<MetadataImage, ImageMessages> = {
  'default-item': {
    title: 'app.settings.images.default_item',
    saved: 'app.settings.images.default_item_saved',
    saveFailed: 'app.settings.images.default_item_save_failed',
    reset: 'app.settings.images.default_item_reset',
    resetFailed: 'app.settings.images.reset_failed',
  },
  background: {
    title: 'app.settings.images.background',
    saved: 'app.settings.images.background_saved',
    saveFailed: 'app.settings.images.save_failed',
    reset: 'app.settings.images.background_reset',
    resetFailed: 'app.settings.images.reset_failed',
  },
  logo: {
    title: 'app.settings.images.logo',
    saved: 'app.settings.images.logo_saved',
    saveFailed: 'app.settings.images.save_failed',
    reset: 'app.settings.images.logo_reset',
    resetFailed: 'app.settings.images.reset_failed',
  },
};

/** A change waiting for the save: a chosen file (with its preview URL) or going back to the shipped image. */
type ImageDraft = { kind: 'file'; file: File; url: string } | { kind: 'reset' } | null;

/**
 * One image of the app metadata: the one guests see now and a change waiting to be saved — a chosen file (refused
 * at once when it is no PNG, JPG or WebP up to 8 MB) or a reset to the shipped image. `apply` saves the change;
 * `quiet` leaves the success message to the caller (a dialog that saves fields and images with one button).
 * Every answer replaces the shared metadata.
 */
export function useMetadataImage(image: MetadataImage) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useSettingsNotify();
  const { data: metadata } = useAppMetadata();
  const [draft, setDraft] = useDraft();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const messages = IMAGE_MESSAGES[image];

  const choose = (file: File) => {
    const wrong = imageFileProblem(file);
    setProblem(wrong);
    if (!wrong) setDraft({ kind: 'file', file, url: URL.createObjectURL(file) });
  };

  const save = async (change: ImageDraft, quiet: boolean): Promise<boolean> => {
    if (!change) return true;
    const file = change.kind === 'file' ? change.file : null;
    const [success, failure] = file ? [messages.saved, messages.saveFailed] : [messages.reset, messages.resetFailed];
    setBusy(true);
    try {
      const answer = file ? await dataProvider.uploadMetadataImage(image, file) : await dataProvider.resetMetadataImage(image);
      queryClient.setQueryData(APP_METADATA_KEY, answer);
      setDraft(null);
      setProblem(null);
      if (!quiet) notify(success);
      return true;
    } catch (error) {
      console.error(failure, error);
      notify(failure, 'error');
      return false;
    } finally {
      setBusy(false);
    }
  };

  const previewUrl =
    draft?.kind === 'file' ? draft.url : draft?.kind === 'reset' ? shippedMetadataImageUrl(image) : metadataImageUrl(image, metadata);
  return {
    image,
    previewUrl,
    chosen: draft?.kind === 'file',
    resetPending: draft?.kind === 'reset',
    pending: draft !== null,
    problem,
    busy,
    choose,
    markReset: () => {
      setProblem(null);
      setDraft({ kind: 'reset' });
    },
    apply: ({ quiet = false } = {}) => save(draft, quiet),
    /** Back to the shipped image at once (where the image has no form around it to save with). */
    resetNow: () => save({ kind: 'reset' }, false),
  };
}

export type MetadataImageState = ReturnType<typeof useMetadataImage>;

/** The waiting change; a chosen file's preview URL is released when another change replaces it or the editor closes. */
function useDraft() {
  const [draft, setDraft] = useState<ImageDraft>(null);
  useEffect(
    () => () => {
      if (draft?.kind === 'file') URL.revokeObjectURL(draft.url);
    },
    [draft],
  );
  return [draft, setDraft] as const;
}
