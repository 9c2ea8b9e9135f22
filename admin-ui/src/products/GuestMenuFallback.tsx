import { Alert, AlertTitle, Box, LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { ProductCard } from './ProductCard';
import type { ProductFilterValues } from './productFilters';
import { filterProductsLocally } from './productFilters';
import type { MenuLists } from './useMenuLists';

const noop = () => undefined;

/**
 * Spec 5 and 7: without the admin API the screen says "Admin-API nicht aktiv", disables every product action
 * and shows what guests can order (the public lists), filtered and sorted in the browser.
 */
export const GuestMenuFallback = ({
  filters,
  lists,
  defaultImage,
}: {
  filters: ProductFilterValues;
  lists: MenuLists;
  defaultImage: string;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending } = useQuery({
    queryKey: ['products-guest-fallback', filters.categoryId],
    queryFn: () => dataProvider.getGuestMenuItems(filters.categoryId),
    retry: false,
  });
  const items = filterProductsLocally(data ?? [], filters);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="warning" role="alert" data-testid="admin-api-down">
        <AlertTitle>{translate('app.products.admin_api_down')}</AlertTitle>
        {translate('app.products.admin_api_down_hint')}
      </Alert>
      <Box sx={{ height: 4 }}>{isPending && <LinearProgress />}</Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
        {items.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            lists={lists}
            defaultImage={defaultImage}
            onEdit={noop}
            onDelete={noop}
            disabled
          />
        ))}
      </Box>
    </Box>
  );
};
