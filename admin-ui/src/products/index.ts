import RestaurantIcon from '@mui/icons-material/Restaurant';
import { lazy } from 'react';
import type { Product } from './product.types';

const ProductList = lazy(() => import('./ProductList'));

// Create and edit happen in a dialog on the list (spec 2 "Products"), so the list is the only route.
export default {
  list: ProductList,
  icon: RestaurantIcon,
  recordRepresentation: (product: Product) => product.name,
};
