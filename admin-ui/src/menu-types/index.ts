import MenuBookIcon from '@mui/icons-material/MenuBook';
import { lazy } from 'react';
import type { MenuType } from './menuType.types';

const MenuTypeList = lazy(() => import('./MenuTypeList'));

// One screen: the list creates, edits and deletes in dialogs (spec 2, "Menü-Typen").
export default {
  list: MenuTypeList,
  icon: MenuBookIcon,
  recordRepresentation: (type: MenuType) => type.name,
};
