import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { restaurantFace } from '../api/restaurant-face.ts';
import { saveLanguage } from '../prefs/ui-settings.ts';
import { directionOf, type Language, LOADERS, NUMBER_LOCALES } from './languages.ts';
import de, { type MessageKey, type Messages } from './locales/de.ts';
import en from './locales/en.ts';

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

interface I18n {
  language: Language;
  t: Translate;
  setLanguage: (language: Language) => void;
  /** Euro amount in the language's number format, two decimals. */
  money: (euro: number) => string;
}

const I18nContext = createContext<I18n | null>(null);

function fillIn(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function applyDirection(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

export async function loadMessages(language: Language): Promise<Messages> {
  return language === 'de' ? de : language === 'en' ? en : (await LOADERS[language]()).default;
}

interface I18nProviderProps {
  initial: Language;
  /** The initial language's texts when already loaded (no German flash before them); else German until they are. */
  initialMessages?: Messages;
  children: ReactNode;
}

export function I18nProvider({ initial, initialMessages, children }: I18nProviderProps) {
  const [language, setLanguageState] = useState<Language>(initial);
  const [messages, setMessages] = useState<Messages>(initialMessages ?? de);

  useEffect(() => {
    let current = true;
    loadMessages(language).then(
      (loaded) => {
        if (!current) return;
        setMessages(loaded);
        applyDirection(language);
        document.title = fillIn(loaded['app.title'], { restaurant: restaurantFace().name });
      },
      () => current && applyDirection('de'),
    );
    return () => {
      current = false;
    };
  }, [language]);

  const setLanguage = useCallback((next: Language) => {
    saveLanguage(next);
    setLanguageState(next);
  }, []);

  const value = useMemo<I18n>(() => {
    const format = new Intl.NumberFormat(NUMBER_LOCALES[language], { style: 'currency', currency: 'EUR' });
    return {
      language,
      setLanguage,
      t: (key, params) => fillIn(messages[key] ?? de[key] ?? key, params),
      money: (euro) => format.format(euro),
    };
  }, [language, messages, setLanguage]);

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n outside I18nProvider');
  return i18n;
}
