import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { PageAccess } from './PageAccess';

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={AppBar} menu={AppMenu}>
    <PageAccess>{children}</PageAccess>
  </RaLayout>
);
