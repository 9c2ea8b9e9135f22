import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nProvider } from './i18n/i18n.tsx';

/** Renders with the German dictionary, as a guest with a German phone sees it. */
export function renderGerman(ui: ReactElement) {
  return render(<I18nProvider initial="de">{ui}</I18nProvider>);
}
