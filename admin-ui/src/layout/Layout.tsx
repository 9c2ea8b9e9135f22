import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { DatePickerLocalization } from '../i18n/DatePickerLocalization';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { PageAccess } from './PageAccess';

export const Layout = ({ children }: { children: ReactNode }) => (
  <DatePickerLocalization>
    <RaLayout appBar={AppBar} menu={AppMenu}>
      <PageAccess>{children}</PageAccess>
    </RaLayout>
  </DatePickerLocalization>
);
