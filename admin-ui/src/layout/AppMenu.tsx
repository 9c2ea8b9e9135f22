import AddCircleIcon from '@mui/icons-material/AddCircleOutlined';
import AssessmentIcon from '@mui/icons-material/Assessment';
import CategoryIcon from '@mui/icons-material/Category';
import HistoryIcon from '@mui/icons-material/History';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import KitchenIcon from '@mui/icons-material/SoupKitchen';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import RoomServiceIcon from '@mui/icons-material/RoomService';
import PeopleIcon from '@mui/icons-material/People';
import TableBarIcon from '@mui/icons-material/TableBar';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import SettingsIcon from '@mui/icons-material/Settings';
import PrintIcon from '@mui/icons-material/Print';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TvIcon from '@mui/icons-material/Tv';
import type { ReactElement } from 'react';
import { Menu, useCanAccessResources, useTranslate } from 'react-admin';
import { stationScreenPath, useStations } from '../common/stations';
import { STATION_SCREEN } from '../providers/access';

/** One entry per station screen, after the kitchen screen: where floor staff find theirs. */
const StationScreenItems = () => {
  const translate = useTranslate();
  const { data: stations = [] } = useStations();
  return stations.map((station) => (
    <Menu.Item
      key={`station-${station.id}`}
      to={stationScreenPath(station.id)}
      primaryText={translate('app.stations.menu_entry', { name: station.name })}
      leftIcon={<TvIcon />}
    />
  ));
};

/** The side menu's pages after the panel: the page's name (as canAccess knows it), its text and icon. */
const ENTRIES: Array<{ page: string; label: string; icon: ReactElement }> = [
  { page: 'orders', label: 'app.panel.orders', icon: <ReceiptIcon /> },
  { page: 'tables', label: 'app.panel.tables', icon: <TableBarIcon /> },
  { page: 'products', label: 'app.panel.products', icon: <RestaurantIcon /> },
  { page: 'menu-types', label: 'app.panel.menu_types', icon: <MenuBookIcon /> },
  { page: 'categories', label: 'app.panel.categories', icon: <CategoryIcon /> },
  { page: 'extras', label: 'app.panel.extras', icon: <AddCircleIcon /> },
  { page: 'stations', label: 'app.panel.stations', icon: <StorefrontIcon /> },
  { page: 'printers', label: 'app.panel.printers', icon: <PrintIcon /> },
  { page: 'history', label: 'app.panel.history', icon: <HistoryIcon /> },
  { page: 'reporting', label: 'app.panel.reporting', icon: <AssessmentIcon /> },
  // ADMIN only, as every page but the floor staff's (providers/access.ts).
  { page: 'rksv', label: 'app.panel.rksv', icon: <PointOfSaleIcon /> },
  { page: 'staff', label: 'app.panel.staff', icon: <PeopleIcon /> },
  { page: 'waiter', label: 'app.panel.waiter', icon: <RoomServiceIcon /> },
  { page: 'kitchen', label: 'app.panel.kitchen', icon: <KitchenIcon /> },
  { page: 'settings', label: 'app.panel.settings', icon: <SettingsIcon /> },
];
const PAGES = ['dashboard', STATION_SCREEN, ...ENTRIES.map(({ page }) => page)];

/** The side menu: only the pages this user's role may open (authProvider.canAccess, as the pages themselves check). */
export const AppMenu = () => {
  const translate = useTranslate();
  // Nothing until the answer is there (a Menu without children would list every resource).
  const allowed = useCanAccessResources({ action: 'access', resources: PAGES }).canAccess ?? {};
  return (
    <Menu>
      {allowed.dashboard && <Menu.DashboardItem primaryText={translate('app.panel.title')} />}
      {ENTRIES.filter(({ page }) => allowed[page]).map(({ page, label, icon }) => [
        <Menu.Item key={page} to={`/admin/${page}`} primaryText={translate(label)} leftIcon={icon} />,
        page === 'kitchen' && allowed[STATION_SCREEN] && <StationScreenItems key="station-screens" />,
      ])}
    </Menu>
  );
};
