import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, enUS, esES, hrHR, ruRU, trTR, zhCN } from '@mui/x-date-pickers/locales';
import type { Locale as DateFnsLocale } from 'date-fns';
import { ar } from 'date-fns/locale/ar';
import { deAT } from 'date-fns/locale/de-AT';
import { enGB } from 'date-fns/locale/en-GB';
import { es } from 'date-fns/locale/es';
import { ru } from 'date-fns/locale/ru';
import { srLatn } from 'date-fns/locale/sr-Latn';
import { tr } from 'date-fns/locale/tr';
import { zhCN as zhCNDates } from 'date-fns/locale/zh-CN';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import type { Locale } from './languages';

/**
 * The date formats (date-fns, Austrian German for German) and the pickers' own words of each UI language. MUI X has
 * no Arabic or Serbian texts: Arabic takes the English ones, Serbian (Latin) the Croatian ones, which read the same.
 */
const DATES: Record<Locale, { formats: DateFnsLocale; texts: typeof deDE }> = {
  de: { formats: deAT, texts: deDE },
  en: { formats: enGB, texts: enUS },
  ru: { formats: ru, texts: ruRU },
  zh: { formats: zhCNDates, texts: zhCN },
  ar: { formats: ar, texts: enUS },
  tr: { formats: tr, texts: trTR },
  sr: { formats: srLatn, texts: hrHR },
  es: { formats: es, texts: esES },
};

/** Date fields follow the back office's language, not the browser's (dd.mm.yyyy for a German user in English Chromium). */
export const DatePickerLocalization = ({ children }: { children: ReactNode }) => {
  const [locale] = useLocaleState();
  const dates = DATES[locale as Locale] ?? DATES.de;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={dates.formats}
      localeText={dates.texts.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
};
