import { StrictMode } from 'react';
import { ToastProvider } from '../components/Toast.tsx';
import { I18nProvider } from '../i18n/i18n.tsx';
import type { Language } from '../i18n/languages.ts';
import type { Messages } from '../i18n/locales/de.ts';
import { App } from './App.tsx';

interface RootProps {
  language: Language;
  /** The language's texts when already loaded (no German flash before them). */
  messages?: Messages;
}

/** The whole guest app as the browser renders it (main.tsx) and as the server draws its first screen (first-screen.tsx). */
export function Root({ language, messages }: RootProps) {
  return (
    <StrictMode>
      <I18nProvider initial={language} initialMessages={messages}>
        <ToastProvider>
          <App />
        </ToastProvider>
      </I18nProvider>
    </StrictMode>
  );
}
