import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout } from 'react-admin';
import { UserMenuWithAppUi } from '../settings/AppUiMenuItem';
import { AppMenu } from './AppMenu';

const LayoutAppBar = () => <AppBar userMenu={<UserMenuWithAppUi />} />;

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout menu={AppMenu} appBar={LayoutAppBar}>
    {children}
  </RaLayout>
);
