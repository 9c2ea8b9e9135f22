import { type ReactNode, useState } from 'react';
import { restaurantFace } from '../api/restaurant-face.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { useSession, WAITER_VIEW } from '../session/session-store.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { ServiceCallBar } from './ServiceCallBar.tsx';
import { ThemeSwitch } from './ThemeSwitch.tsx';

interface TopBarProps {
  start?: ReactNode;
  /** Offer "Kellner rufen" and "Rechnung bitte" (at a table only). */
  service?: boolean;
  /** The session is being started: the place's line keeps its room until the table is known (no shift then). */
  starting?: boolean;
}

/**
 * The bar on every guest screen: the restaurant (its logo and name), where the guest is (table or takeaway), language
 * and theme, and at a table the service calls. A waiter taking the table's order (staff order entry) sees that instead, with the way back to the waiter view.
 */
export function TopBar({ start, service = false, starting = false }: TopBarProps) {
  const { t } = useI18n();
  const session = useSession();
  const table = session?.tableNumber != null ? { number: session.tableNumber } : null;
  const staff = Boolean(session?.staffUsername) && table !== null;
  const place = session ? (table ? t(staff ? 'staff.banner' : 'app.table', table) : t('app.takeaway')) : starting ? '\u00a0' : '';
  return (
    <header className="top-bar">
      {start}
      <div className="top-bar-brand">
        <RestaurantLogo />
        <div className="top-bar-names">
          <span className="top-bar-restaurant" dir="auto" title={restaurantFace().name}>
            {restaurantFace().name}
          </span>
          <span className={staff ? 'top-bar-place staff-banner' : 'top-bar-place'} data-testid={staff ? 'staff-banner' : undefined}>
            {place}
          </span>
        </div>
      </div>
      <LanguageSwitch />
      <ThemeSwitch />
      {service && session?.entryType === 'TABLE' && !staff && <ServiceCallBar key={session.sessionId} session={session} />}
      {staff && (
        <div className="staff-row">
          <a className="text-button" href={WAITER_VIEW}>
            {t('staff.toWaiterView')}
          </a>
        </div>
      )}
    </header>
  );
}

/** The restaurant's logo beside its name (so the image says nothing more: no text alternative); gone if it fails. */
function RestaurantLogo() {
  const [failed, setFailed] = useState(false);
  const { logoUrl } = restaurantFace();
  if (!logoUrl || failed) return null;
  return <img className="top-bar-logo" src={logoUrl} alt="" onError={() => setFailed(true)} />;
}
