import { useCallback, useEffect, useState } from 'react';
import { loadMenuTypes, type MenuType } from '../api/menu-types.ts';
import { TopBar } from '../components/TopBar.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { lastMenuType } from '../prefs/menu-memory.ts';
import { chooseMenuType } from './choose-menu-type.ts';

/** choose-type: one button per menu type; the last chosen one comes with focus. */
export default function ChooseTypePage() {
  const { t } = useI18n();
  const [types, setTypes] = useState<MenuType[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback((force: boolean) => {
    setFailed(false);
    setTypes(null);
    loadMenuTypes({ force }).then(setTypes, () => setFailed(true));
  }, []);

  useEffect(() => load(false), [load]);
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
            <button type="button" className="button secondary" onClick={() => load(true)}>
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
