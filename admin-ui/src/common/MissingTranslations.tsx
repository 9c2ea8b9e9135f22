import TranslateIcon from '@mui/icons-material/Translate';
import { Chip, FormControlLabel, Switch } from '@mui/material';
import type { TranslationLanguage } from '@tischlein/api-types';
import { useTranslate } from 'react-admin';
import { languageName } from './translations';

/** "3 fehlen": how many languages still lack a translation; the languages in its tooltip and accessible name. Nothing when none do. */
export const MissingTranslationsChip = ({ missing }: { missing: readonly TranslationLanguage[] | undefined }) => {
  const translate = useTranslate();
  if (!missing?.length) return null;
  const languages = translate('app.translations.missing_in', { languages: missing.map(languageName).join(', ') });
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      icon={<TranslateIcon />}
      title={languages}
      data-testid="missing-translations"
      label={translate('app.translations.missing_count', { smart_count: missing.length })}
    />
  );
};

/** The lists' filter "Übersetzung fehlt" (the server's `?missingTranslation=true`). */
export const MissingTranslationFilter = ({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) => {
  const translate = useTranslate();
  return (
    <FormControlLabel
      sx={{ whiteSpace: 'nowrap', mx: 0 }}
      control={<Switch checked={checked} onChange={(e) => onChange(e.target.checked)} />}
      label={translate('app.translations.filter')}
    />
  );
};
