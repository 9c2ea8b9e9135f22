import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ALLERGEN_CODES, toggleAllergen } from './allergens';
import { VISUALLY_HIDDEN } from './visuallyHidden';

/** The allergen letters as toggle chips with their names (Tab to reach, Enter or Space to switch). */
export const AllergenPicker = ({ label, value, onChange }: { label: string; value: string[]; onChange: (codes: string[]) => void }) => {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {ALLERGEN_CODES.map((code) => {
          const selected = value.includes(code);
          return (
            <Chip
              key={code}
              label={`${code} · ${translate(`app.allergen.${code}`)}`}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              onClick={() => onChange(toggleAllergen(value, code))}
            />
          );
        })}
      </Box>
    </Box>
  );
};

/** Allergen letters, each named for screen readers and on hover; `compact` says "none" with a dash. */
export const AllergenChips = ({ codes, compact }: { codes: string[]; compact?: boolean }) => {
  const translate = useTranslate();
  if (codes.length === 0) {
    const none = translate('app.extras.no_allergens');
    if (!compact) {
      return (
        <Typography variant="body2" color="text.secondary">
          {none}
        </Typography>
      );
    }
    return (
      <Typography variant="body2" color="text.secondary" title={none}>
        <span aria-hidden="true">–</span>
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {none}
        </Box>
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={translate('app.extras.allergens')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0 }}>
      {codes.map((code) => {
        const name = translate(`app.allergen.${code}`);
        return (
          <Chip
            component="li"
            key={code}
            size="small"
            label={code}
            title={name}
            aria-label={`${code}: ${name}`}
            sx={{ listStyle: 'none' }}
          />
        );
      })}
    </Box>
  );
};
