import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { ltrCache } from './emotionCaches';
import { type Direction, isLocale, isRightToLeft } from './languages';
import { rtlCache } from './rtlEmotionCache';
import { saveLanguage, savedLanguage } from './savedLanguage';

const withDirection = (direction: Direction) => (outer: Theme) => ({ ...outer, direction });

/**
 * Keeps react-admin's language and the saved setting (ui_settings_v1 `lang`) in step: the saved setting wins
 * when the page loads (the guest app on the same origin may have changed it), later changes are saved.
 */
function useLocaleSync(locale: string, setLocale: (locale: string) => void) {
  const loaded = useRef(false);
  useEffect(() => {
    if (!loaded.current) {
      loaded.current = true;
      const saved = savedLanguage();
      if (saved && saved !== locale) {
        setLocale(saved);
        return;
      }
    }
    if (isLocale(locale)) saveLanguage(locale);
  }, [locale, setLocale]);
}

/** Sets <html dir lang> from the chosen language and renders MUI right-to-left for Arabic. */
export const DirectionProvider = ({ children }: { children: ReactNode }) => {
  const [locale, setLocale] = useLocaleState();
  const direction: Direction = isRightToLeft(locale) ? 'rtl' : 'ltr';
  useLocaleSync(locale, setLocale);
  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.lang = locale;
  }, [direction, locale]);
  const theme = useMemo(() => withDirection(direction), [direction]);
  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
};
