import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout menu={AppMenu} appBar={AppBar}>
    {children}
  </RaLayout>
);
