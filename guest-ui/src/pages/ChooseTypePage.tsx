import { useEffect, useState } from 'react';
import { loadMenuTypes, type MenuType } from '../api/menu-types.ts';
import { TopBar } from '../components/TopBar.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { lastMenuType } from '../prefs/menu-memory.ts';
import { chooseMenuType } from './choose-menu-type.ts';

/** choose-type: one button per menu type; the last chosen one comes with focus. */
export default function ChooseTypePage() {
  const { t, language } = useI18n();
  const [types, setTypes] = useState<MenuType[] | null>(null);
  const [failed, setFailed] = useState(false);
  // Each retry loads again, past the cache.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // In another language the shown names stay until the new ones come.
    let current = true;
    loadMenuTypes(language, { force: attempt > 0 }).then(
      (list) => current && setTypes(list),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [attempt, language]);

  const retry = () => {
    setFailed(false);
    setTypes(null);
    setAttempt((n) => n + 1);
  };
  const last = lastMenuType();

  return (
    <>
      <TopBar />
      <main className="page choose-page">
        <h1>{t('choose.title')}</h1>
        {!types && !failed && <p role="status">{t('choose.loading')}</p>}
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
