import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { isLocale, LANGUAGES } from '../i18n/languages';
import { saveLanguage } from '../i18n/savedLanguage';

const TITLE_ID = 'language-dialog-title';

/**
 * react-admin re-mounts the whole page when the language changes, which would close the dialog (its parent's
 * `open` state starts again at false). A switch made in the dialog is remembered here, and exactly one mounted
 * LanguageDialog (the user menu's or the settings page's: they look the same) claims it and stays open until closed.
 */
interface SwitchState {
  pending: boolean;
  claimant: symbol | null;
}
let switchState: SwitchState = { pending: false, claimant: null };
const listeners = new Set<() => void>();
const updateSwitch = (next: SwitchState) => {
  switchState = next;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function useKeptOpenAfterSwitch() {
  const [token] = useState(() => Symbol('language-dialog'));
  const current = useSyncExternalStore(subscribe, () => switchState);
  useEffect(() => {
    if (switchState.pending && switchState.claimant === null) updateSwitch({ pending: true, claimant: token });
    return () => {
      if (switchState.claimant === token) updateSwitch({ ...switchState, claimant: null });
    };
  }, [token]);
  return {
    keptOpen: current.pending && current.claimant === token,
    /** This dialog has just switched the language: keep it open through the re-mount. */
    keep: () => updateSwitch({ pending: true, claimant: token }),
    release: () => updateSwitch({ pending: false, claimant: null }),
  };
}

/** Settings "Language" (spec: width 480): the eight languages, a reload note, Done and Reload. Saves at once. */
export const LanguageDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const { keptOpen, keep, release } = useKeptOpenAfterSwitch();

  const choose = (value: string) => {
    if (!isLocale(value)) return;
    saveLanguage(value);
    keep();
    setLocale(value);
  };

  const close = () => {
    release();
    onClose();
  };

  return (
    <Dialog
      open={open || keptOpen}
      onClose={close}
      aria-labelledby={TITLE_ID}
      slotProps={{ paper: { sx: { width: 480, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={TITLE_ID}>{translate('app.language.title')}</DialogTitle>
      <DialogContent>
        <RadioGroup
          aria-label={translate('app.language.choose')}
          name="language"
          value={locale}
          onChange={(event) => choose(event.target.value)}
        >
          {LANGUAGES.map(({ locale: value, name }) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio autoFocus={value === locale} />}
              label={<span lang={value}>{name}</span>}
            />
          ))}
        </RadioGroup>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('app.language.reload_note')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => window.location.reload()}>{translate('app.language.reload')}</Button>
        <Button variant="contained" onClick={close}>
          {translate('app.language.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
