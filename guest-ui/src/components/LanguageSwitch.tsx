import { useI18n } from '../i18n/i18n.tsx';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../i18n/languages.ts';

export function LanguageSwitch() {
  const { t, language, setLanguage } = useI18n();
  return (
    <select
      className="language-select"
      aria-label={t('language.label')}
      value={language}
      onChange={(e) => isLanguage(e.target.value) && setLanguage(e.target.value)}
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code} lang={code}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </select>
  );
}
