import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { VAT_CATEGORIES, VAT_RATES, type VatCategory, type VatRate } from '@tischlein/api-types';

interface Props<Rate extends VatRate | '', Category extends VatCategory | ''> {
  rate: Rate;
  category: Category;
  onChange: (changes: { defaultVatRate?: Rate; defaultVatCategory?: Category }) => void;
  /** A category's fields: '' takes the menu type's defaults, named in the choice. */
  inherited?: { rate: VatRate; category: VatCategory };
}

/** The VAT rate and category a new product of a menu type or category starts with (the product can differ). */
export function VatDefaultFields<Rate extends VatRate | '', Category extends VatCategory | ''>({
  rate,
  category,
  onChange,
  inherited,
}: Props<Rate, Category>) {
  const translate = useTranslate();
  const asType = (text: string) => translate('app.vat_defaults.as_type', { value: text });
  return (
    <>
      <TextField
        select
        label={translate('app.vat_defaults.rate')}
        value={rate}
        onChange={(e) => onChange({ defaultVatRate: e.target.value as Rate })}
        helperText={translate('app.vat_defaults.hint')}
      >
        {inherited && <MenuItem value="">{asType(translate(`app.products.vat_rate.${inherited.rate}`))}</MenuItem>}
        {VAT_RATES.map((code) => (
          <MenuItem key={code} value={code}>
            {translate(`app.products.vat_rate.${code}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={translate('app.vat_defaults.category')}
        value={category}
        onChange={(e) => onChange({ defaultVatCategory: e.target.value as Category })}
      >
        {inherited && <MenuItem value="">{asType(translate(`app.products.vat_category.${inherited.category}`))}</MenuItem>}
        {VAT_CATEGORIES.map((code) => (
          <MenuItem key={code} value={code}>
            {translate(`app.products.vat_category.${code}`)}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
