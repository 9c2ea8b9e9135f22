import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadScreen } from './app/preload-screen.ts';
import { Root } from './app/Root.tsx';
import { applyDirection, loadMessages } from './i18n/i18n.tsx';
import { initialLanguage } from './i18n/languages.ts';
import type { Messages } from './i18n/locales/de.ts';
import { applyTheme, savedLanguage, savedTheme } from './prefs/ui-settings.ts';
import './styles.css';

// The guest's theme before the first paint, so nothing flashes.
applyTheme(savedTheme());

// The direction before the first render (the server drew the page a QR code opens in the browser's language; the
// guest may have chosen another).
const language = initialLanguage(savedLanguage(), navigator.languages ?? [navigator.language]);
const root = document.getElementById('root')!;
// The language the server drew the first screen in (server/src/spa/spa.ts), before the app sets its own.
const drawnLanguage = root.hasChildNodes() ? document.documentElement.lang : null;
applyDirection(language);

// The screen's first data (the menu's, which its index.html already asked for) and the language's texts load side by side.
const screenData = preloadScreen(window.location.pathname, language);

/**
 * Whether the first screen the server drew is the one the app renders first: drawn for a guest with nothing of their
 * own stored (first-screen.tsx), so in the same language and theme. Then React takes over its elements as they are
 * (hydration: nothing is painted anew); else it replaces them.
 */
const drawnAsRendered = () => drawnLanguage === language && savedTheme() === 'light';

function render(messages?: Messages) {
  const app = <Root language={language} messages={messages} />;
  // A difference all the same (a session from an earlier visit names its table in the header) makes React render
  // the screen anew, as it would have without the drawing: expected, no error.
  if (drawnAsRendered()) hydrateRoot(root, app, { onRecoverableError: () => undefined });
  else createRoot(root).render(app);
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
