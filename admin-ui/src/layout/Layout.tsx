import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppMenu } from './AppMenu';

export const Layout = ({ children }: { children: ReactNode }) => <RaLayout menu={AppMenu}>{children}</RaLayout>;
