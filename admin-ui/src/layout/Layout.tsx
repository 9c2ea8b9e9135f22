import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { PrinterFailureBanner } from '../common/PrinterFailureBanner';
import { DatePickerLocalization } from '../i18n/DatePickerLocalization';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { PageAccess } from './PageAccess';

export const Layout = ({ children }: { children: ReactNode }) => (
  <DatePickerLocalization>
    <RaLayout appBar={AppBar} menu={AppMenu}>
      {/* A failing bon printer concerns everyone on every page (issue 35). */}
      <PrinterFailureBanner sx={{ mx: 2, mt: 1 }} />
      <PageAccess>{children}</PageAccess>
    </RaLayout>
  </DatePickerLocalization>
);
