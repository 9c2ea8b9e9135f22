import { useQueryClient } from '@tanstack/react-query';
import type { AppMetadata } from '@tischlein/api-types';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { imageFileProblem, metadataImageUrl } from '../common/images';
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

/**
 * One image of the app metadata: the one guests see now, a chosen file waiting for Save (refused at once when it
 * is no PNG, JPG or WebP up to 8 MB), and reset to the shipped image. Every answer replaces the shared metadata.
 */
export function useMetadataImage(image: MetadataImage) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useSettingsNotify();
  const { data: metadata } = useAppMetadata();
  const [chosen, setChosen] = useChosenFile();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const messages = IMAGE_MESSAGES[image];

  const choose = (file: File) => {
    const wrong = imageFileProblem(file);
    setProblem(wrong);
    setChosen(wrong ? null : file);
  };

  const run = async (call: () => Promise<AppMetadata>, success: string, failure: string) => {
    setBusy(true);
    try {
      queryClient.setQueryData(APP_METADATA_KEY, await call());
      setChosen(null);
      setProblem(null);
      notify(success);
    } catch (error) {
      console.error(failure, error);
      notify(failure, 'error');
    } finally {
      setBusy(false);
    }
  };

  const file = chosen?.file;
  const save = () => file && run(() => dataProvider.uploadMetadataImage(image, file), messages.saved, messages.saveFailed);
  const reset = () => run(() => dataProvider.resetMetadataImage(image), messages.reset, messages.resetFailed);

  return { previewUrl: chosen?.url ?? metadataImageUrl(image, metadata), chosen: !!chosen, problem, busy, choose, save, reset };
}

/** The chosen file with a preview URL, released again when another file is chosen or the editor closes. */
function useChosenFile() {
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.url);
    },
    [chosen],
  );
  const choose = (file: File | null) => setChosen(file ? { file, url: URL.createObjectURL(file) } : null);
  return [chosen, choose] as const;
}
