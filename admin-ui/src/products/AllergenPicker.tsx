import { Box, Chip, FormControl, FormLabel } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ALLERGEN_CODES } from './product.types';
import { toggleAllergen } from './productForm';

/** Spec 9's allergens A–R as chips with their names; each chip is a toggle button. */
export const AllergenPicker = ({ value, onChange }: { value: string[]; onChange: (codes: string[]) => void }) => {
  const translate = useTranslate();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {translate('app.products.dialog.allergens')}
      </FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {ALLERGEN_CODES.map((code) => {
          const selected = value.includes(code);
          return (
            <Chip
              key={code}
              component="button"
              type="button"
              aria-pressed={selected}
              label={`${code} · ${translate(`app.products.allergen.${code}`)}`}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              onClick={() => onChange(toggleAllergen(value, code))}
            />
          );
        })}
      </Box>
    </FormControl>
  );
};
