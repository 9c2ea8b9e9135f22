import { navigate } from '../app/router.ts';
import { useI18n } from '../i18n/i18n.tsx';

/** "Zurück" to the given screen; the arrow points the other way in right-to-left languages. */
export function BackButton({ to }: { to: string }) {
  const { t } = useI18n();
  return (
    <button type="button" className="icon-button" aria-label={t('app.back')} onClick={() => navigate(to)}>
      <span aria-hidden="true" className="flip-in-rtl">
        ‹
      </span>
    </button>
  );
}
