import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MissingTranslationsChip } from './MissingTranslations';
import {
  missingLanguages,
  TRANSLATION_LANGUAGES,
  TRANSLATION_MAX_LENGTH,
  type TranslatedField,
  type TranslationsDraft,
} from './translations';

interface Props {
  /** The German texts (name, and description where the resource has one): what needs a translation. */
  german: Partial<Record<TranslatedField, string>>;
  value: TranslationsDraft;
  onChange: (value: TranslationsDraft) => void;
  /** The name's maximum length (a product's is 200). */
  nameMaxLength?: number;
  /** The server's message for the translations, if it refused them. */
  error?: string;
}

/**
 * "Übersetzungen": one row per language with its name (and description) side by side, "fehlt" where a field
 * with German text has none. Folded until opened; its inputs exist only then.
 */
export const TranslationsSection = ({ german, value, onChange, nameMaxLength = TRANSLATION_MAX_LENGTH.name, error }: Props) => {
  const translate = useTranslate();
  const fields = Object.keys(german) as TranslatedField[];
  const missing = missingLanguages(german, value);
  const change = (locale: keyof TranslationsDraft, field: TranslatedField, text: string) =>
    onChange({ ...value, [locale]: { ...value[locale], [field]: text } });
  const maxLength = (field: TranslatedField) => (field === 'name' ? nameMaxLength : TRANSLATION_MAX_LENGTH[field]);

  return (
    <Accordion
      variant="outlined"
      disableGutters
      defaultExpanded={!!error}
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ gridColumn: '1 / -1' }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h3" sx={{ fontWeight: 500, mr: 1 }}>
          {translate('app.translations.title')}
        </Typography>
        {missing.length > 0 ? (
          <MissingTranslationsChip missing={missing} />
        ) : (
          <Chip size="small" color="success" variant="outlined" label={translate('app.translations.complete')} />
        )}
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="body2" color={error ? 'error' : 'text.secondary'} role={error ? 'alert' : undefined}>
          {error ?? translate('app.translations.hint')}
        </Typography>
        {TRANSLATION_LANGUAGES.map(({ locale, name }) => (
          <Box
            key={locale}
            data-testid={`translation-${locale}`}
            sx={{
              display: 'grid',
              gap: 1,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr', sm: fields.length > 1 ? '120px 1fr 1.4fr' : '120px 1fr' },
            }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, pt: { sm: 1 } }}>
              <Typography variant="body2" lang={locale} sx={{ fontWeight: 500 }}>
                {name}
              </Typography>
              {missing.includes(locale) && (
                <Chip size="small" color="warning" variant="outlined" label={translate('app.translations.missing')} />
              )}
            </Box>
            {fields.map((field) => (
              <TextField
                key={field}
                size="small"
                label={translate(`app.translations.${field}_in`, { language: name })}
                value={value[locale][field]}
                onChange={(e) => change(locale, field, e.target.value)}
                multiline={field === 'description'}
                maxRows={4}
                slotProps={{ htmlInput: { maxLength: maxLength(field), lang: locale, dir: locale === 'ar' ? 'rtl' : 'ltr' } }}
              />
            ))}
          </Box>
        ))}
      </AccordionDetails>
    </Accordion>
  );
};
