import { type Translate, useI18n } from '../i18n/i18n.tsx';
import type { MessageKey } from '../i18n/locales/de.ts';
import { ALLERGEN_CODES } from '../prefs/allergen-filter.ts';

const KNOWN = new Set<string>(ALLERGEN_CODES);

/** The code's name in the guest's language ('' for a code the labelling does not know). */
export function allergenName(t: Translate, code: string): string {
  const upper = code.toUpperCase();
  return KNOWN.has(upper) ? t(`allergen.${upper}` as MessageKey) : '';
}

/** The codes of all lists, each once, upper case, known ones in the legend's order (an item and its extras). */
export function unionOfAllergens(...lists: string[][]): string[] {
  const all = new Set(lists.flat().map((code) => code.toUpperCase()));
  return [...ALLERGEN_CODES.filter((code) => all.has(code)), ...[...all].filter((code) => !KNOWN.has(code)).sort()];
}

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
            <b>{upper}</b> {allergenName(t, upper)}
          </li>
        );
      })}
    </ul>
  );
}

/** The warning for codes the guest said they cannot eat, in words (never colour alone): "Enthält G – Milch/Laktose". */
export function AllergenWarning({ codes, as: Tag = 'p' }: { codes: string[]; as?: 'p' | 'span' }) {
  const { t } = useI18n();
  if (codes.length === 0) return null;
  const list = codes.map((code) => `${code} – ${allergenName(t, code)}`).join(', ');
  return (
    <Tag className="allergen-warning">
      <span aria-hidden="true">⚠ </span>
      {t('allergens.contains', { list })}
    </Tag>
  );
}

/** An info button that opens the legend of the fourteen codes (44 px target; its name is "Allergene"). */
export function LegendButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className="legend-button"
      aria-haspopup="dialog"
      aria-label={t('allergens.legend')}
      title={t('allergens.legend')}
      onClick={(e) => {
        // On an item card: the legend, not the item's dialog.
        e.stopPropagation();
        onOpen();
      }}
    >
      <span aria-hidden="true" className="legend-icon">
        i
      </span>
    </button>
  );
}
