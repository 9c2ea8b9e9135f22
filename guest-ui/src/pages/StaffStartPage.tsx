import { useEffect, useState } from 'react';
import { HttpError } from '../api/http.ts';
import { startStaffSession } from '../api/staff-session.ts';
import { navigate } from '../app/router.ts';
import { useI18n } from '../i18n/i18n.tsx';
import type { MessageKey } from '../i18n/locales/de.ts';
import { saveSession, WAITER_VIEW } from '../session/session-store.ts';

/** Why the waiter's session could not be opened: no (valid) login, an unknown or deactivated table, or anything else. */
function failureOf(err: unknown): MessageKey {
  if (err instanceof HttpError && (err.status === 401 || err.status === 403)) return 'staff.loginNeeded';
  if (err instanceof HttpError && (err.status === 404 || err.status === 409)) return 'start.tableNotFound';
  return 'start.failed';
}

/**
 * Staff order entry (query `table`: the table's id): opens a session at the table with the back office's login, stores
 * it as a guest's start does, and goes on to the guest's screens, which then show the staff banner.
 */
export default function StaffStartPage({ tableId }: { tableId: string | null }) {
  const { t } = useI18n();
  const [failure, setFailure] = useState<MessageKey | null>(tableId ? null : 'start.tableNotFound');

  useEffect(() => {
    if (!tableId) return;
    let current = true;
    startStaffSession(tableId).then(
      (session) => {
        saveSession(session, null);
        if (current) navigate('/choose', { replace: true });
      },
      (err: unknown) => current && setFailure(failureOf(err)),
    );
    return () => {
      current = false;
    };
  }, [tableId]);

  return (
    <main className="page start-page">
      {failure ? (
        <>
          <p role="alert" className="notice">
            {t(failure)}
          </p>
          <a className="button primary" href={WAITER_VIEW}>
            {t('staff.toWaiterView')}
          </a>
        </>
      ) : (
        <p className="start-message" role="status">
          {t('staff.starting')}
        </p>
      )}
    </main>
  );
}
