import AddCircleIcon from '@mui/icons-material/AddCircleOutlined';
import AssessmentIcon from '@mui/icons-material/Assessment';
import CategoryIcon from '@mui/icons-material/Category';
import HistoryIcon from '@mui/icons-material/History';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PeopleIcon from '@mui/icons-material/People';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import SettingsIcon from '@mui/icons-material/Settings';
import KitchenIcon from '@mui/icons-material/SoupKitchen';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TableBarIcon from '@mui/icons-material/TableBar';
import type { ReactElement } from 'react';

export interface PanelCard {
  key: string;
  to: string;
  icon: ReactElement;
}

/** The admin panel's cards in the spec's order (extras after categories), plus the kitchen screen. */
export const PANEL_CARDS: PanelCard[] = [
  { key: 'orders', to: '/admin/orders', icon: <ReceiptIcon fontSize="large" /> },
  { key: 'tables', to: '/admin/tables', icon: <TableBarIcon fontSize="large" /> },
  { key: 'products', to: '/admin/products', icon: <RestaurantIcon fontSize="large" /> },
  { key: 'menu_types', to: '/admin/menu-types', icon: <MenuBookIcon fontSize="large" /> },
  { key: 'categories', to: '/admin/categories', icon: <CategoryIcon fontSize="large" /> },
  { key: 'extras', to: '/admin/extras', icon: <AddCircleIcon fontSize="large" /> },
  { key: 'stations', to: '/admin/stations', icon: <StorefrontIcon fontSize="large" /> },
  { key: 'printers', to: '/admin/printers', icon: <PrintIcon fontSize="large" /> },
  { key: 'history', to: '/admin/history', icon: <HistoryIcon fontSize="large" /> },
  { key: 'reporting', to: '/admin/reporting', icon: <AssessmentIcon fontSize="large" /> },
  { key: 'staff', to: '/admin/staff', icon: <PeopleIcon fontSize="large" /> },
  { key: 'settings', to: '/admin/settings', icon: <SettingsIcon fontSize="large" /> },
  { key: 'kitchen', to: '/admin/kitchen', icon: <KitchenIcon fontSize="large" /> },
];
