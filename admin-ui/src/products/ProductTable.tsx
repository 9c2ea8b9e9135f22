import { Box, Typography } from '@mui/material';
import { Datagrid, FunctionField, useTranslate } from 'react-admin';
import { MissingTranslationsChip } from '../common/MissingTranslations';
import { ProductActions, type ProductHandlers } from './ProductActions';
import { ProductImage } from './ProductImage';
import { AllergenCodes, ProductPrice } from './ProductPrice';
import { AvailabilitySwitch, DiscountSwitch } from './ProductSwitches';
import { VatChip } from './VatChip';
import type { Product } from './product.types';
import type { MenuLists } from './useMenuLists';

interface Props extends ProductHandlers {
  lists: MenuLists;
  defaultImage: string;
}

/** The products as a table: picture, name with type and category, price, VAT rate, allergens, toggles, actions. */
export const ProductTable = ({ lists, defaultImage, ...handlers }: Props) => {
  const translate = useTranslate();
  const column = (key: string) => translate(`app.products.columns.${key}`);
  return (
    // width 0 + min-width 100%: the table scrolls inside the page instead of widening it.
    <Box sx={{ overflowX: 'auto', width: 0, minWidth: '100%' }}>
      <Datagrid bulkActionButtons={false} rowClick={false} optimized={false}>
        <FunctionField<Product>
          label={column('image')}
          sortable={false}
          render={(p) => (
            <ProductImage imageUrl={p.imageUrl} updatedAt={p.updatedAt} fallback={defaultImage} alt="" width={48} height={48} />
          )}
        />
        <FunctionField<Product>
          label={column('name')}
          sortable={false}
          render={(p) => (
            <>
              <Typography variant="body2">{p.name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {[lists.typeName(p.typeCode), lists.categoryName(p.categoryId)].filter(Boolean).join(' · ')}
              </Typography>
            </>
          )}
        />
        <FunctionField<Product>
          label={translate('app.translations.title')}
          sortable={false}
          render={(p) => <MissingTranslationsChip missing={p.missingTranslations} />}
        />
        <FunctionField<Product> label={column('price')} sortable={false} render={(p) => <ProductPrice product={p} />} />
        <FunctionField<Product> label={column('vat')} sortable={false} render={(p) => <VatChip product={p} lists={lists} />} />
        <FunctionField<Product> label={column('allergens')} sortable={false} render={(p) => <AllergenCodes codes={p.allergens} />} />
        <FunctionField<Product>
          label={column('active')}
          sortable={false}
          render={(p) => <AvailabilitySwitch product={p} disabled={handlers.disabled} />}
        />
        <FunctionField<Product>
          label={column('discount')}
          sortable={false}
          render={(p) => <DiscountSwitch product={p} disabled={handlers.disabled} />}
        />
        <FunctionField<Product> label={column('actions')} sortable={false} render={(p) => <ProductActions product={p} {...handlers} />} />
      </Datagrid>
    </Box>
  );
};
