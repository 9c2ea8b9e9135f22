import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n.tsx';
import { useSession, WAITER_VIEW } from '../session/session-store.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { ServiceCallBar } from './ServiceCallBar.tsx';
import { ThemeSwitch } from './ThemeSwitch.tsx';

interface TopBarProps {
  start?: ReactNode;
  /** Offer "Kellner rufen" and "Rechnung bitte" (at a table only). */
  service?: boolean;
}

/**
 * The bar on every guest screen: where the guest is (table or takeaway), language and theme, and at a table the service
 * calls. A waiter taking the table's order (staff order entry) sees that instead, with the way back to the waiter view.
 */
export function TopBar({ start, service = false }: TopBarProps) {
  const { t } = useI18n();
  const session = useSession();
  const table = session?.tableNumber != null ? { number: session.tableNumber } : null;
  const staff = Boolean(session?.staffUsername) && table !== null;
  const place = session ? (table ? t(staff ? 'staff.banner' : 'app.table', table) : t('app.takeaway')) : '';
  return (
    <header className="top-bar">
      {start}
      <span className={staff ? 'top-bar-place staff-banner' : 'top-bar-place'} data-testid={staff ? 'staff-banner' : undefined}>
        {place}
      </span>
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
