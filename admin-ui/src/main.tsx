import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { keepFocusInDialogs } from './common/keepFocusInDialogs';
import { ltrCache } from './i18n/emotionCaches';
import { initialLocale } from './i18n/initialLocale';
import { loadLanguagePack } from './i18n/languagePacks';
import { isRightToLeft } from './i18n/languages';
import { loadLoginTranslate } from './login/loginTexts';
import { StandaloneLogin } from './login/StandaloneLogin';
import { LOGIN_PATH } from './providers/authProvider';

keepFocusInDialogs();

const root = createRoot(document.getElementById('root')!);
const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);

// The back office (react-admin, all of MUI) is loaded only when it is shown, not before the login form.
const loadBackOffice = () => import('./App');

async function showBackOffice() {
  // The chosen language's chunk loads beside the back office's, not after it.
  const locale = initialLocale();
  if (locale !== 'de') void loadLanguagePack(locale).catch(() => undefined);
  // So is the restaurant's time zone, which every date the back office shows is in.
  const [{ App }, { createI18nProvider }] = await Promise.all([
    loadBackOffice(),
    import('./i18n/i18nProvider'),
    import('./providers/restaurantTimeZone').then(({ loadRestaurantTimeZone }) => loadRestaurantTimeZone()),
  ]);
  render(<App i18nProvider={await createI18nProvider()} />);
}

async function showLogin() {
  const locale = initialLocale();
  const direction = isRightToLeft(locale) ? 'rtl' : 'ltr';
  const [translate, emotionCache] = await Promise.all([
    loadLoginTranslate(locale),
    direction === 'rtl' ? import('./i18n/rtlEmotionCache').then((m) => m.rtlCache) : ltrCache,
  ]);
  render(
    <StandaloneLogin
      locale={locale}
      direction={direction}
      emotionCache={emotionCache}
      translate={translate}
      preloadBackOffice={() => void loadBackOffice()}
      openBackOffice={(path) => {
        window.history.pushState(null, '', path);
        void showBackOffice();
      }}
    />,
  );
}

void (window.location.pathname === LOGIN_PATH ? showLogin() : showBackOffice());
