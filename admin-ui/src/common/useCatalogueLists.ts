import { useGetList } from 'react-admin';
import type { Category } from '../categories/category.types';
import type { MenuType } from '../menu-types/menuType.types';

/** Every menu type, inactive ones included, in the guests' order (the API sorts by sortOrder). */
export const useMenuTypes = () => useGetList<MenuType>('menu-types', { filter: { onlyActive: false } });

/** Every category, grouped by type in the guests' order (the API sorts them so). */
export const useCategories = () => useGetList<Category>('categories');
