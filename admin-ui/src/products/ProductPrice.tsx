import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatEuro } from '../common/format';
import type { Product } from './product.types';

/** The price, and the old price struck through when one exists (dimmed while the discount is off). */
export const ProductPrice = ({ product }: { product: Pick<Product, 'basePrice' | 'oldPrice' | 'discountEnabled'> }) => {
  const translate = useTranslate();
  const oldPrice = product.oldPrice;
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {formatEuro(product.basePrice)}
      </Typography>
      {typeof oldPrice === 'number' && oldPrice > 0 && (
        <Typography
          component="s"
          variant="body2"
          color={product.discountEnabled ? 'error' : 'text.secondary'}
          aria-label={translate('app.products.old_price_value', { price: formatEuro(oldPrice) })}
        >
          {formatEuro(oldPrice)}
        </Typography>
      )}
    </Box>
  );
};

/** The allergen codes, each with its name as tooltip and for screen readers. */
export const AllergenCodes = ({ codes }: { codes: string[] }) => {
  const translate = useTranslate();
  if (!codes?.length) return null;
  const names = codes.map((code) => `${code} ${translate(`app.allergen.${code}`)}`).join(', ');
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      title={names}
      aria-label={`${translate('app.products.columns.allergens')}: ${names}`}
    >
      {codes.join(' · ')}
    </Typography>
  );
};
