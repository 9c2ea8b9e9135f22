import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n.tsx';
import { useSession } from '../session/session-store.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { ServiceCallBar } from './ServiceCallBar.tsx';
import { ThemeSwitch } from './ThemeSwitch.tsx';

interface TopBarProps {
  start?: ReactNode;
  /** Offer "Kellner rufen" and "Rechnung bitte" (at a table only). */
  service?: boolean;
}

/** The bar on every guest screen: where the guest is (table or takeaway), language and theme, and at a table the service calls. */
export function TopBar({ start, service = false }: TopBarProps) {
  const { t } = useI18n();
  const session = useSession();
  const place = session ? (session.tableNumber != null ? t('app.table', { number: session.tableNumber }) : t('app.takeaway')) : '';
  return (
    <header className="top-bar">
      {start}
      <span className="top-bar-place">{place}</span>
      <LanguageSwitch />
      <ThemeSwitch />
      {service && session?.entryType === 'TABLE' && <ServiceCallBar key={session.sessionId} session={session} />}
    </header>
  );
}
