import { lazy, type ReactNode, Suspense } from 'react';
import { AdminContext, AdminUI, Authenticated, CustomRoutes, type I18nProvider, Resource, useTranslate } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { Dashboard } from './dashboard/Dashboard';
import categories from './categories';
import extras from './extras';
import { DirectionProvider } from './i18n/DirectionProvider';
import { AppNotification } from './layout/AppNotification';
import { Layout } from './layout/Layout';
import { NotFound } from './layout/NotFound';
import { NoPermission } from './layout/NoPermission';
import { PageAccess } from './layout/PageAccess';
import { LoginPage, RedirectToLogin } from './login/LoginPage';
import { useUiTheme } from './common/theme';
import menuTypes from './menu-types';
import orders from './orders';
import printers from './printers';
import products from './products';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { queryClient } from './providers/queryClient';
import { store } from './providers/store';
import staff from './staff';
import stations from './stations';
import tables from './tables';

const HistoryList = lazy(() => import('./orders/HistoryList'));
const KitchenScreen = lazy(() => import('./kitchen/KitchenScreen'));
const ReportingPage = lazy(() => import('./reporting/ReportingPage'));
const RksvPage = lazy(() => import('./rksv/RksvPage'));
const SettingsPage = lazy(() => import('./settings/SettingsPage'));
const StationScreen = lazy(() => import('./stations/StationScreen'));
const WaiterScreen = lazy(() => import('./waiter/WaiterScreen'));
const TableBillPage = lazy(() => import('./waiter/TableBillPage'));

/** A screen without the back office's frame (kitchen, stations), for the roles that may open it. */
const FullScreen = ({ page }: { page: ReactNode }) => (
  <Authenticated>
    <PageAccess>
      <Suspense>{page}</Suspense>
    </PageAccess>
  </Authenticated>
);

/** The back office inside /admin: resources, custom pages (the waiter view among them) and the kitchen screen; each page checks the role (layout/PageAccess). */
const BackOffice = () => {
  const translate = useTranslate();
  return (
    <AdminUI
      layout={Layout}
      notification={AppNotification}
      catchAll={NotFound}
      title={translate('app.title')}
      dashboard={Dashboard}
      loginPage={RedirectToLogin}
      accessDenied={NoPermission}
      requireAuth
      disableTelemetry
    >
      <Resource name="orders" {...orders} />
      <Resource name="staff" {...staff} />
      <Resource name="tables" {...tables} />
      <Resource name="products" {...products} />
      <Resource name="menu-types" {...menuTypes} />
      <Resource name="categories" {...categories} />
      <Resource name="extras" {...extras} />
      <Resource name="stations" {...stations} />
      <Resource name="printers" {...printers} />
      <CustomRoutes>
        <Route path="/history" element={<HistoryList />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/reporting" element={<ReportingPage />} />
        <Route path="/rksv" element={<RksvPage />} />
        <Route path="/waiter" element={<WaiterScreen />} />
        <Route path="/waiter/tables/:tableId" element={<TableBillPage />} />
      </CustomRoutes>
      <CustomRoutes noLayout>
        <Route path="/kitchen" element={<FullScreen page={<KitchenScreen />} />} />
        <Route path="/stations/:id" element={<FullScreen page={<StationScreen />} />} />
      </CustomRoutes>
    </AdminUI>
  );
};

/**
 * The spec puts the login at /login and everything else under /admin, so one router serves both.
 * Navigation outside transitions, as react-admin expects: its logout redirect otherwise never commits.
 * The i18n provider comes ready with its first language (main.tsx loads it beside this chunk).
 */
export const App = ({ i18nProvider }: { i18nProvider: I18nProvider }) => (
  <BrowserRouter useTransitions={false}>
    <AdminContext
      basename="/admin"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={store}
      theme={useUiTheme()}
    >
      <DirectionProvider>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/admin/*" element={<BackOffice />} />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Routes>
      </DirectionProvider>
    </AdminContext>
  </BrowserRouter>
);
