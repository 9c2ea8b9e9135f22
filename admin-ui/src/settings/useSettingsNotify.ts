import { useNotify } from 'react-admin';

/** Spec 9: the settings snackbars stay 2.2 s. */
const SETTINGS_TOAST_MS = 2200;

/** Shows a settings message (a translation key) for 2.2 s. */
export function useSettingsNotify() {
  const notify = useNotify();
  return (key: string, type: 'success' | 'error' | 'info' = 'success') => notify(key, { type, autoHideDuration: SETTINGS_TOAST_MS });
}
