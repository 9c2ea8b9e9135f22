import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo } from 'react';
import type { Direction, Locale } from '../i18n/languages';
import { useUiTheme } from '../common/theme';
import { authProvider } from '../providers/authProvider';
import { LoginForm, type Credentials } from './LoginForm';

const AFTER_LOGIN_PATH = '/admin/';

/**
 * Where react-admin's useLogin would go: the path the login answer names (floor staff's home), else the page
 * that sent the user here (react-router keeps it in history.state.usr), else the back office's start.
 */
function pathAfterLogin(answer: unknown): string {
  const redirectTo = (answer as { redirectTo?: unknown } | undefined)?.redirectTo;
  if (typeof redirectTo === 'string') return redirectTo;
  const sentFrom = (window.history.state as { usr?: { nextPathname?: string; nextSearch?: string } } | null)?.usr;
  return sentFrom?.nextPathname ? sentFrom.nextPathname + (sentFrom.nextSearch ?? '') : AFTER_LOGIN_PATH;
}

interface StandaloneLoginProps {
  locale: Locale;
  direction: Direction;
  /** The emotion cache of the direction (the right-to-left one mirrors the styles). */
  emotionCache: EmotionCache;
  translate: (key: string) => string;
  /** Starts loading the back office (called as the user types, so it is there when the login answers). */
  preloadBackOffice: () => void;
  /** Shows the back office at the given path. */
  openBackOffice: (path: string) => void;
}

/**
 * /login opened directly: the login form with the saved theme, language and direction, but without
 * react-admin, so the form shows after a fraction of the back office's script.
 */
export const StandaloneLogin = ({
  locale,
  direction,
  emotionCache,
  translate,
  preloadBackOffice,
  openBackOffice,
}: StandaloneLoginProps) => {
  const themeOptions = useUiTheme(direction);
  const theme = useMemo(() => createTheme(themeOptions), [themeOptions]);
  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.lang = locale;
  }, [direction, locale]);

  const login = async (credentials: Credentials) => {
    const answer = await authProvider.login(credentials);
    openBackOffice(pathAfterLogin(answer));
  };

  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <LoginForm translate={translate} locale={locale} login={login} onTyping={preloadBackOffice} />
      </ThemeProvider>
    </CacheProvider>
  );
};
