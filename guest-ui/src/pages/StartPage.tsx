import { useEffect, useState } from 'react';
import { HttpError } from '../api/http.ts';
import { startSession } from '../api/start-session.ts';
import { navigate } from '../app/router.ts';
import { Dialog } from '../components/Dialog.tsx';
import ChooseTypePage from './ChooseTypePage.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { refusalText } from '../i18n/refusals.ts';
import type { MessageKey } from '../i18n/locales/de.ts';
import { saveSession, startPath } from '../session/session-store.ts';

/**
 * order-start: starts a table session (query `table`) or a takeaway session, then goes on to choose-type. It shows
 * choose-type meanwhile (the page a QR code opens looks as it will a moment later: no shift, an early largest paint).
 */
export function StartPage({ tableCode }: { tableCode: string | null }) {
  const i18n = useI18n();
  const { t } = i18n;
  // Why the start failed: the refusal the server named (too fast: 429), said in the guest's language, or a text of ours.
  const [failure, setFailure] = useState<{ key: MessageKey } | { refusal: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    startSession(tableCode).then(
      (session) => {
        // Kept even when the guest has left this screen meanwhile (Back while starting): the screen they
        // went to then has a session instead of asking for the QR code.
        saveSession(session, tableCode);
        if (current) navigate('/choose', { replace: true });
      },
      (err: unknown) => {
        if (!current) return;
        if (err instanceof HttpError && err.status === 429) setFailure({ refusal: err });
        else setFailure({ key: err instanceof HttpError && err.status === 404 ? 'start.tableNotFound' : 'start.failed' });
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
    <>
      <ChooseTypePage starting={t(tableCode ? 'start.table' : 'start.takeaway')} />
      {failure && (
        <Dialog
          title={t('app.error')}
          maxWidth={350}
          onClose={restart}
          actions={
            <button type="button" className="button primary" onClick={restart}>
              {t('app.ok')}
            </button>
          }
        >
          <p>{'refusal' in failure ? (refusalText(failure.refusal, i18n) ?? t('start.failed')) : t(failure.key)}</p>
        </Dialog>
      )}
    </>
  );
}
