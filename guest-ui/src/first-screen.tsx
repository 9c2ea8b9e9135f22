import { renderToString } from 'react-dom/server.browser';
import { preloadScreen } from './app/preload-screen.ts';
import { Root } from './app/Root.tsx';
import { loadMessages } from './i18n/i18n.tsx';
import { directionOf, initialLanguage } from './i18n/languages.ts';

/** The first screen of a page load as markup, with the language and direction it is in. */
export interface FirstScreen {
  html: string;
  language: string;
  direction: 'ltr' | 'rtl';
}

/**
 * Draws the screen a page load opens on, as the browser's first render will (main.tsx): the same code, language rule
 * and data (the answers the page carries). The server runs this build in a sandbox that looks like the fresh page
 * (server/src/spa/first-screen.ts) and puts the markup into index.html, so the screen paints before the app's
 * script has come; the app then takes the drawn elements over (main.tsx: hydration, or a render anew where the
 * guest's own differ). Nothing of the guest's own (their session, saved language, theme) is known here.
 */
export async function drawFirstScreen(): Promise<FirstScreen> {
  const language = initialLanguage(null, navigator.languages);
  const [messages] = await Promise.all([loadMessages(language), preloadScreen(window.location.pathname, language)]);
  return { html: renderToString(<Root language={language} messages={messages} />), language, direction: directionOf(language) };
}
