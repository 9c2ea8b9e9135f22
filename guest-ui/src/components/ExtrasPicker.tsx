import { useState } from 'react';
import type { Adding } from '../api/addings.ts';
import { useI18n } from '../i18n/i18n.tsx';

export const MAX_EXTRAS = 5;
export const EXTRAS_SHOWN = 5;

interface ExtrasPickerProps {
  addings: Adding[];
  selected: number[];
  onChange: (selected: number[]) => void;
}

/** Checkboxes for the extras: 5 shown until "Mehr anzeigen"; at most 5 chosen, the rest then disabled. */
export function ExtrasPicker({ addings, selected, onChange }: ExtrasPickerProps) {
  const { t, money } = useI18n();
  const [showAll, setShowAll] = useState(false);
  const full = selected.length >= MAX_EXTRAS;
  const shown = showAll ? addings : addings.slice(0, EXTRAS_SHOWN);

  const toggle = (id: number, checked: boolean) => {
    if (checked && !selected.includes(id) && !full) onChange([...selected, id]);
    if (!checked) onChange(selected.filter((s) => s !== id));
  };

  return (
    <fieldset className="extras">
      <legend className="visually-hidden">{t('extras.title')}</legend>
      {shown.map((adding) => {
        const checked = selected.includes(adding.addingId);
        return (
          <label key={adding.addingId} className="extra-option">
            <input
              type="checkbox"
              checked={checked}
              disabled={!checked && full}
              onChange={(e) => toggle(adding.addingId, e.target.checked)}
            />
            <span className="extra-name">{adding.name}</span>
            <span className="extra-price">+{money(adding.price)}</span>
          </label>
        );
      })}
      {!showAll && addings.length > EXTRAS_SHOWN && (
        <button type="button" className="text-button" onClick={() => setShowAll(true)}>
          {t('extras.showMore')}
        </button>
      )}
      <p className="hint">{t('extras.limit', { max: MAX_EXTRAS })}</p>
    </fieldset>
  );
}
