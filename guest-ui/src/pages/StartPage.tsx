import { useEffect, useState } from 'react';
import { HttpError } from '../api/http.ts';
import { startSession } from '../api/start-session.ts';
import { navigate } from '../app/router.ts';
import { Dialog } from '../components/Dialog.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { saveSession, startPath } from '../session/session-store.ts';

/** order-start: starts a table session (query `table`) or a takeaway session, then goes on to choose-type. */
export function StartPage({ tableCode }: { tableCode: string | null }) {
  const { t } = useI18n();
  const [failure, setFailure] = useState<'start.tableNotFound' | 'start.failed' | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    startSession(tableCode).then(
      (session) => {
        if (!current) return;
        saveSession(session, tableCode);
        navigate('/choose', { replace: true });
      },
      (err: unknown) => {
        if (!current) return;
        setFailure(err instanceof HttpError && err.status === 404 ? 'start.tableNotFound' : 'start.failed');
      },
    );
    return () => {
      current = false;
    };
  }, [tableCode, attempt]);

  const restart = () => {
    setFailure(null);
    navigate(startPath(tableCode), { replace: true });
    setAttempt((n) => n + 1);
  };

  return (
    <main className="page start-page">
      <p className="start-message" role="status">{t(tableCode ? 'start.table' : 'start.takeaway')}</p>
      {failure && (
        <Dialog title={t('app.error')} maxWidth={350} onClose={restart} actions={<button type="button" className="button primary" onClick={restart}>{t('app.ok')}</button>}>
          <p>{t(failure)}</p>
        </Dialog>
      )}
    </main>
  );
}
