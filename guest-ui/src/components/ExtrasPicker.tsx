import { useState } from 'react';
import type { Extra } from '../api/extras.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { type AllergenFilter, avoidedIn } from '../prefs/allergen-filter.ts';
import { AllergenWarning, unionOfAllergens } from './Allergens.tsx';

const MAX_EXTRAS = 5;
const EXTRAS_SHOWN = 5;

interface ExtrasPickerProps {
  extras: Extra[];
  selected: number[];
  onChange: (selected: number[]) => void;
  /** "Ich vertrage nicht": extras with a chosen code are marked in words. */
  filter?: AllergenFilter;
  /** Extras switched off while the dialog is open: shown, but cannot be ticked. */
  soldOut?: ReadonlySet<number>;
}

/**
 * Checkboxes for the extras: 5 shown until "Mehr anzeigen"; at most 5 chosen, the rest then disabled. Each
 * names its allergen codes; those the guest cannot eat are marked with "Enthält …".
 */
export function ExtrasPicker({ extras, selected, onChange, filter, soldOut }: ExtrasPickerProps) {
  const { t, money } = useI18n();
  const [showAll, setShowAll] = useState(false);
  const full = selected.length >= MAX_EXTRAS;
  const shown = showAll ? extras : extras.slice(0, EXTRAS_SHOWN);

  const toggle = (id: number, checked: boolean) => {
    if (checked && !selected.includes(id) && !full) onChange([...selected, id]);
    if (!checked) onChange(selected.filter((s) => s !== id));
  };

  return (
    <fieldset className="extras">
      <legend className="visually-hidden">{t('extras.title')}</legend>
      {shown.map((extra) => {
        const checked = selected.includes(extra.addingId);
        const gone = soldOut?.has(extra.addingId) ?? false;
        const codes = unionOfAllergens(extra.allergens ?? []);
        return (
          <label key={extra.addingId} className={gone ? 'extra-option sold-out' : 'extra-option'}>
            <input
              type="checkbox"
              checked={checked}
              disabled={gone || (!checked && full)}
              onChange={(e) => toggle(extra.addingId, e.target.checked)}
            />
            <span className="extra-name">
              {extra.name}
              {codes.length > 0 && (
                <small className="extra-allergens">
                  <span className="visually-hidden">{t('menu.allergens')}: </span>
                  {codes.join(', ')}
                </small>
              )}
              {filter && <AllergenWarning as="span" codes={avoidedIn(filter, codes)} />}
            </span>
            {gone ? (
              <span className="sold-out-label">{t('menu.soldOut')}</span>
            ) : (
              <span className="extra-price">+{money(extra.price)}</span>
            )}
          </label>
        );
      })}
      {!showAll && extras.length > EXTRAS_SHOWN && (
        <button type="button" className="text-button" onClick={() => setShowAll(true)}>
          {t('extras.showMore')}
        </button>
      )}
      <p className="hint">{t('extras.limit', { max: MAX_EXTRAS })}</p>
    </fieldset>
  );
}
