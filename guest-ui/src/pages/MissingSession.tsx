import { navigate } from '../app/router.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { startPath } from '../session/session-store.ts';

/** Shown on screens that need a session when there is none. */
export function MissingSession() {
  const { t } = useI18n();
  return (
    <main className="page">
      <p role="alert" className="notice">
        {t('session.missing')}
      </p>
      <button type="button" className="button primary" onClick={() => navigate(startPath(), { replace: true })}>
        {t('session.restart')}
      </button>
    </main>
  );
}
