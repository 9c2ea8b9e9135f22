import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadScreen } from './app/preload-screen.ts';
import { ToastProvider } from './components/Toast.tsx';
import { applyDirection, I18nProvider, loadMessages } from './i18n/i18n.tsx';
import { initialLanguage } from './i18n/languages.ts';
import type { Messages } from './i18n/locales/de.ts';
import { applyTheme, savedLanguage, savedTheme } from './prefs/ui-settings.ts';
import './styles.css';

// Theme and direction before the first paint, so nothing flashes.
applyTheme(savedTheme());
const language = initialLanguage(savedLanguage(), navigator.languages ?? [navigator.language]);
applyDirection(language);

// The screen's first data (the menu's, which its index.html already asked for) and the language's texts load side by side.
const screenData = preloadScreen(window.location.pathname, language);

function render(initialMessages?: Messages) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider initial={language} initialMessages={initialMessages}>
        <ToastProvider>
          <App />
        </ToastProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

/** The longest the first render waits for the screen's data: past it, the screen shows that it is loading. */
const SCREEN_DATA_WAIT_MS = 1000;
const screenDataOrTimeout = Promise.race([screenData, new Promise<void>((resolve) => setTimeout(resolve, SCREEN_DATA_WAIT_MS))]);

// The first render waits for the language's texts (German and English are built in) and the screen's first
// data, so the page is not laid out twice.
Promise.all([loadMessages(language), screenDataOrTimeout]).then(
  ([messages]) => render(messages),
  () => render(),
);
