import { Box, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MissingTranslationsChip } from '../common/MissingTranslations';
import { ProductActions, type ProductHandlers } from './ProductActions';
import { ProductImage } from './ProductImage';
import { AllergenCodes, ProductPrice } from './ProductPrice';
import { AvailabilitySwitch, DiscountSwitch } from './ProductSwitches';
import { VatChip } from './VatChip';
import type { Product } from './product.types';
import type { MenuLists } from './useMenuLists';

interface Props extends ProductHandlers {
  product: Product;
  lists: MenuLists;
  defaultImage: string;
}

/** One product as a card: picture, name, place in the menu, price, VAT rate, allergens, toggles and actions. */
export const ProductCard = ({ product, lists, defaultImage, ...handlers }: Props) => {
  const translate = useTranslate();
  const place = [lists.typeName(product.typeCode), lists.categoryName(product.categoryId)].filter(Boolean).join(' · ');
  return (
    <Card
      component="article"
      aria-label={product.name}
      data-testid="product-card"
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <ProductImage
        imageUrl={product.imageUrl}
        updatedAt={product.updatedAt}
        fallback={defaultImage}
        alt={translate('app.products.image_of', { name: product.name })}
        width="100%"
        height={120}
      />
      <CardContent sx={{ display: 'grid', gap: 0.5, flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h6" component="h3" sx={{ flexGrow: 1, lineHeight: 1.3 }}>
            {product.name}
          </Typography>
          {!product.available && <Chip size="small" label={translate('app.products.unavailable')} />}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {place}
        </Typography>
        <MissingTranslationsChip missing={product.missingTranslations} />
        {product.description && (
          <Typography variant="body2" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {product.description}
          </Typography>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, mt: 'auto', pt: 1 }}>
          <ProductPrice product={product} />
          <VatChip product={product} lists={lists} />
          <AllergenCodes codes={product.allergens} />
        </Box>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Box>
          <AvailabilitySwitch product={product} disabled={handlers.disabled} withLabel />
          <DiscountSwitch product={product} disabled={handlers.disabled} withLabel />
        </Box>
        <ProductActions product={product} {...handlers} />
      </CardActions>
    </Card>
  );
};
