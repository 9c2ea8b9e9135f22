import CategoryIcon from '@mui/icons-material/Category';
import { lazy } from 'react';
import type { Category } from './category.types';

const CategoryList = lazy(() => import('./CategoryList'));

// One screen: the list creates, edits and deletes in dialogs (spec 2, "Kategorien").
export default {
  list: CategoryList,
  icon: CategoryIcon,
  recordRepresentation: (category: Category) => category.name,
};
