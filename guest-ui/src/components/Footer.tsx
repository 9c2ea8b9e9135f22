import type { MouseEvent } from 'react';
import { BASE, matchRoute, navigate, useLocation } from '../app/router.ts';
import { useI18n } from '../i18n/i18n.tsx';

const STATEMENT = '/barrierefreiheit';

/**
 * Below every screen: the link to the accessibility statement. A real link (opens without script, in a new tab
 * on a middle click); a plain click changes the screen in place and keeps where the guest came from, for the
 * statement's back button.
 */
export function Footer() {
  const { t } = useI18n();
  const { path } = useLocation();
  if (matchRoute(path)?.name === 'accessibility') return null;

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(STATEMENT, { state: { from: window.location.pathname + window.location.search } });
  };

  return (
    <footer className="app-footer">
      <a className="app-footer-link" href={BASE + STATEMENT} onClick={open}>
        {t('footer.accessibility')}
      </a>
    </footer>
  );
}
