import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Chip, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Product } from './product.types';
import type { MenuLists } from './useMenuLists';
import { drinkAtReducedRate } from './vatCheck';

/** A product's VAT rate ("20 %"); a drink at 10 % in the warning colour, with what to check. */
export const VatChip = ({ product, lists }: { product: Pick<Product, 'vatRate' | 'vatCategory' | 'typeCode'>; lists: MenuLists }) => {
  const translate = useTranslate();
  const label = translate(`app.products.vat_rate.${product.vatRate}`);
  if (!drinkAtReducedRate(product, lists.types)) {
    return <Chip size="small" variant="outlined" label={label} aria-label={`${translate('app.products.columns.vat')}: ${label}`} />;
  }
  const warning = translate('app.products.drink_at_reduced_rate_short');
  return (
    <Tooltip title={translate('app.products.drink_at_reduced_rate')}>
      <Chip
        size="small"
        color="warning"
        icon={<WarningAmberIcon />}
        label={label}
        aria-label={`${translate('app.products.columns.vat')}: ${label}. ${warning}`}
        data-testid="vat-warning"
      />
    </Tooltip>
  );
};
