import { useState } from 'react';
import { useI18n } from '../i18n/i18n.tsx';
import { savedTheme, saveTheme, type Theme } from '../prefs/ui-settings.ts';

/** Sun in dark mode (switch to light), moon in light mode (switch to dark). */
export function ThemeSwitch() {
  const { t } = useI18n();
  const [theme, setTheme] = useState<Theme>(savedTheme);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  const toggle = () => {
    saveTheme(next);
    setTheme(next);
  };
  return (
    <button
      type="button"
      className="icon-button"
      onClick={toggle}
      aria-label={t(next === 'dark' ? 'theme.toDark' : 'theme.toLight')}
      title={t(next === 'dark' ? 'theme.toDark' : 'theme.toLight')}
    >
      <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
    </button>
  );
}
