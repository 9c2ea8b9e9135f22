import type { AppMetadata } from '@tischlein/api-types';
import { useEffect, useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { backgroundApi, backgroundFileProblem, guestBackground } from './backgroundImage';

/** Spec 9: snackbars stay 2.2 s. */
const TOAST_MS = 2200;

/** The guest background in the App UI dialog: current image, a chosen file waiting for Save, and reset. */
export function useBackgroundImage(open: boolean) {
  const notify = useNotify();
  const [metadata, setMetadata] = useState<AppMetadata | null>(null);
  const [pendingFile, setPendingFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    let current = true;
    backgroundApi
      .load()
      .then((answer) => current && setMetadata(answer))
      .catch(() => undefined); // Spec 8: a metadata load failure is swallowed; the default shows.
    return () => {
      current = false;
    };
  }, [open]);

  const pendingUrl = useMemo(() => (pendingFile ? URL.createObjectURL(pendingFile) : null), [pendingFile]);
  useEffect(() => () => void (pendingUrl && URL.revokeObjectURL(pendingUrl)), [pendingUrl]);

  const choose = (file: File) => {
    const problem = backgroundFileProblem(file);
    setError(problem);
    setPendingFile(problem ? null : file);
  };

  const run = async (call: () => Promise<AppMetadata>, done: string, failed: string) => {
    setBusy(true);
    try {
      setMetadata(await call());
      setPendingFile(null);
      setError(null);
      notify(done, { type: 'success', autoHideDuration: TOAST_MS });
    } catch (e) {
      console.error(e);
      notify(failed, { type: 'error', autoHideDuration: TOAST_MS });
    } finally {
      setBusy(false);
    }
  };

  const save = () =>
    pendingFile &&
    run(() => backgroundApi.upload(pendingFile), 'app.ui_settings.notify.background_saved', 'app.ui_settings.notify.save_failed');
  const reset = () => run(backgroundApi.reset, 'app.ui_settings.notify.background_reset', 'app.ui_settings.notify.reset_failed');

  return { previewUrl: pendingUrl ?? guestBackground(metadata), pendingFile, error, busy, choose, save, reset };
}
