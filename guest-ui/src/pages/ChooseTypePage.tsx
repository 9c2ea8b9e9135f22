import { useEffect, useState } from 'react';
import { loadMenuTypes, type MenuType, readCachedTypes } from '../api/menu-types.ts';
import { TopBar } from '../components/TopBar.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { lastMenuType } from '../prefs/menu-memory.ts';
import { chooseMenuType } from './choose-menu-type.ts';

interface ChooseTypePageProps {
  /**
   * The page a QR code opens shows this screen while the session starts (order-start), so nothing moves when it is
   * there: the types it already has (its index.html carried them) with their buttons off, and what is happening.
   */
  starting?: string;
}

/** choose-type: one button per menu type; the last chosen one comes with focus. */
export default function ChooseTypePage({ starting }: ChooseTypePageProps) {
  const { t, language } = useI18n();
  // Shown at once when known (the start page's preload put them in the cache), so the first paint is the whole screen.
  const [types, setTypes] = useState<MenuType[] | null>(() => readCachedTypes(language));
  const [failed, setFailed] = useState(false);
  // Each retry loads again, past the cache.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Starting, only what is at hand: the session's screen loads what is missing.
    if (starting !== undefined) return;
    // In another language the shown names stay until the new ones come.
    let current = true;
    loadMenuTypes(language, { force: attempt > 0 }).then(
      (list) => current && setTypes(list),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [attempt, language, starting]);

  const retry = () => {
    setFailed(false);
    setTypes(null);
    setAttempt((n) => n + 1);
  };
  const last = lastMenuType();

  return (
    <>
      <TopBar starting={starting !== undefined} />
      <main className="page choose-page">
        <h1>{t('choose.title')}</h1>
        {starting !== undefined && (
          <p className={types ? 'visually-hidden' : undefined} role="status">
            {starting}
          </p>
        )}
        {!types && !failed && starting === undefined && <p role="status">{t('choose.loading')}</p>}
        {failed && (
          <div role="alert" className="notice">
            <p>{t('choose.failed')}</p>
            <button type="button" className="button secondary" onClick={retry}>
              {t('app.retry')}
            </button>
          </div>
        )}
        {types?.length === 0 && <p>{t('choose.empty')}</p>}
        {types && types.length > 0 && (
          <div className="type-buttons">
            {types.map((type) => (
              <button
                key={type.type}
                type="button"
                className="button type-button"
                autoFocus={type.type === last}
                disabled={starting !== undefined}
                onClick={() => chooseMenuType(type.type)}
              >
                {type.typeName || type.type}
              </button>
            ))}
          </div>
        )}
      </main>
    </>
  );
}
