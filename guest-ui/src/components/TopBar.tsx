import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n.tsx';
import { useSession } from '../session/session-store.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { ThemeSwitch } from './ThemeSwitch.tsx';

/** The bar on every guest screen: where the guest is (table or takeaway), language and theme. */
export function TopBar({ start }: { start?: ReactNode }) {
  const { t } = useI18n();
  const session = useSession();
  const place = session ? (session.tableNumber != null ? t('app.table', { number: session.tableNumber }) : t('app.takeaway')) : '';
  return (
    <header className="top-bar">
      {start}
      <span className="top-bar-place">{place}</span>
      <LanguageSwitch />
      <ThemeSwitch />
    </header>
  );
}
