import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { ToastProvider } from './components/Toast.tsx';
import { applyDirection, I18nProvider } from './i18n/i18n.tsx';
import { initialLanguage } from './i18n/languages.ts';
import { applyTheme, savedLanguage, savedTheme } from './prefs/ui-settings.ts';
import './styles.css';

// Theme and direction before the first paint, so nothing flashes.
applyTheme(savedTheme());
const language = initialLanguage(savedLanguage(), navigator.languages ?? [navigator.language]);
applyDirection(language);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider initial={language}>
      <ToastProvider>
        <App />
      </ToastProvider>
    </I18nProvider>
  </StrictMode>,
);
