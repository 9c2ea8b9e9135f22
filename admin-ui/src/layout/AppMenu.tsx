import AddCircleIcon from '@mui/icons-material/AddCircleOutlined';
import CategoryIcon from '@mui/icons-material/Category';
import HistoryIcon from '@mui/icons-material/History';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import KitchenIcon from '@mui/icons-material/SoupKitchen';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import RoomServiceIcon from '@mui/icons-material/RoomService';
import PeopleIcon from '@mui/icons-material/People';
import TableBarIcon from '@mui/icons-material/TableBar';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import SettingsIcon from '@mui/icons-material/Settings';
import { Menu, usePermissions, useTranslate } from 'react-admin';
import { isAdmin, KITCHEN_HOME, WAITER_VIEW } from '../providers/token';

/** The side menu; floor staff only see the kitchen screen, the waiter view and settings, since the other entries would log them out. */
export const AppMenu = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const admin = isAdmin(permissions ?? []);
  return (
    <Menu>
      {admin && <Menu.DashboardItem primaryText={translate('app.panel.title')} />}
      {admin && <Menu.Item to="/admin/orders" primaryText={translate('app.panel.orders')} leftIcon={<ReceiptIcon />} />}
      {admin && <Menu.Item to="/admin/tables" primaryText={translate('app.panel.tables')} leftIcon={<TableBarIcon />} />}
      {admin && <Menu.Item to="/admin/products" primaryText={translate('app.panel.products')} leftIcon={<RestaurantIcon />} />}
      {admin && <Menu.Item to="/admin/menu-types" primaryText={translate('app.panel.menu_types')} leftIcon={<MenuBookIcon />} />}
      {admin && <Menu.Item to="/admin/categories" primaryText={translate('app.panel.categories')} leftIcon={<CategoryIcon />} />}
      {admin && <Menu.Item to="/admin/extras" primaryText={translate('app.panel.extras')} leftIcon={<AddCircleIcon />} />}
      {admin && <Menu.Item to="/admin/history" primaryText={translate('app.panel.history')} leftIcon={<HistoryIcon />} />}
      {admin && <Menu.Item to="/admin/staff" primaryText={translate('app.panel.staff')} leftIcon={<PeopleIcon />} />}
      <Menu.Item to={WAITER_VIEW} primaryText={translate('app.panel.waiter')} leftIcon={<RoomServiceIcon />} />
      <Menu.Item to={KITCHEN_HOME} primaryText={translate('app.panel.kitchen')} leftIcon={<KitchenIcon />} />
      <Menu.Item to="/admin/settings" primaryText={translate('app.panel.settings')} leftIcon={<SettingsIcon />} />
    </Menu>
  );
};
