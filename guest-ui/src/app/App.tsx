import { type CSSProperties, lazy, Suspense, useEffect } from 'react';
import { useAppMetadata } from '../api/use-app-metadata.ts';
import { Footer } from '../components/Footer.tsx';
import { backgroundImage } from '../components/images.ts';
import { useI18n } from '../i18n/i18n.tsx';
import ChooseTypePage from '../pages/ChooseTypePage.tsx';
import MenuPage from '../pages/MenuPage.tsx';
import { StartPage } from '../pages/StartPage.tsx';
import { matchRoute, navigate, useLocation } from './router.ts';

// Order-start with choose-type (where a QR code leads) and the menu (where every reload leads) are in the first
// download; every later screen is its own chunk.
const BasketPage = lazy(() => import('../pages/BasketPage.tsx'));
const CheckoutPage = lazy(() => import('../pages/CheckoutPage.tsx'));
const ConfirmationPage = lazy(() => import('../pages/ConfirmationPage.tsx'));
const OrdersPage = lazy(() => import('../pages/OrdersPage.tsx'));
const BillPage = lazy(() => import('../pages/BillPage.tsx'));
const AccessibilityPage = lazy(() => import('../pages/AccessibilityPage.tsx'));
const StaffStartPage = lazy(() => import('../pages/StaffStartPage.tsx'));

function Screen() {
  const { path, query } = useLocation();
  const route = matchRoute(path);

  useEffect(() => {
    if (!route) navigate(`/start${window.location.search}`, { replace: true });
  }, [route]);

  switch (route?.name) {
    case 'start':
      return <StartPage key={query.get('table') ?? ''} tableCode={query.get('table')} />;
    case 'staff':
      return <StaffStartPage key={query.get('table') ?? ''} tableId={query.get('table')} />;
    case 'choose':
      return <ChooseTypePage />;
    // Keyed by type so switching tabs starts the screen fresh.
    case 'menu':
      return <MenuPage key={route.params.menuType} menuType={route.params.menuType} />;
    case 'basket':
      return <BasketPage />;
    case 'checkout':
      return <CheckoutPage />;
    case 'confirmation':
      return <ConfirmationPage query={query} />;
    case 'orders':
      return <OrdersPage />;
    case 'bill':
      return <BillPage />;
    case 'accessibility':
      return <AccessibilityPage />;
    default:
      return null;
  }
}

/** The guest app's frame: the restaurant's background image behind every screen. */
export function App() {
  const { t } = useI18n();
  const metadata = useAppMetadata();
  return (
    <div className="app" style={metadata ? ({ '--background-image': `url("${backgroundImage(metadata)}")` } as CSSProperties) : undefined}>
      <Suspense
        fallback={
          <p className="page" role="status">
            {t('app.loading')}
          </p>
        }
      >
        <Screen />
      </Suspense>
      {/* The link to the accessibility statement, below every screen but the statement itself. */}
      <Footer />
    </div>
  );
}
