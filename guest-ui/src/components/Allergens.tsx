import { useI18n } from '../i18n/i18n.tsx';
import type { MessageKey } from '../i18n/locales/de.ts';

const KNOWN = new Set('ABCDEFGHLMNOPR');

/** Allergen codes with their names, e.g. "A Gluten · G Milch/Laktose". */
export function Allergens({ codes }: { codes: string[] }) {
  const { t } = useI18n();
  if (codes.length === 0) return null;
  return (
    <ul className="allergens" aria-label={t('menu.allergens')}>
      {codes.map((code) => {
        const upper = code.toUpperCase();
        return (
          <li key={upper}>
            <b>{upper}</b> {KNOWN.has(upper) ? t(`allergen.${upper}` as MessageKey) : ''}
          </li>
        );
      })}
    </ul>
  );
}
