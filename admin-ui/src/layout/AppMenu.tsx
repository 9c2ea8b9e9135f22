import HistoryIcon from '@mui/icons-material/History';
import KitchenIcon from '@mui/icons-material/SoupKitchen';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import { Menu, useTranslate } from 'react-admin';

export const AppMenu = () => {
  const translate = useTranslate();
  return (
    <Menu>
      <Menu.DashboardItem primaryText={translate('app.panel.title')} />
      <Menu.Item to="/admin/orders" primaryText={translate('app.panel.orders')} leftIcon={<ReceiptIcon />} />
      <Menu.Item to="/admin/history" primaryText={translate('app.panel.history')} leftIcon={<HistoryIcon />} />
      <Menu.Item to="/admin/kitchen" primaryText={translate('app.panel.kitchen')} leftIcon={<KitchenIcon />} />
    </Menu>
  );
};
