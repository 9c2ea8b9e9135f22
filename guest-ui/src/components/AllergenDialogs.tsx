import { Fragment } from 'react';
import { useI18n } from '../i18n/i18n.tsx';
import { ALLERGEN_CODES, type AllergenMode, saveAllergenFilter, useAllergenFilter } from '../prefs/allergen-filter.ts';
import { allergenName } from './Allergens.tsx';
import { Dialog } from './Dialog.tsx';

/** "Milch/Laktose" may wrap after the slash on a narrow phone (the text itself stays the same). */
function breakableAtSlash(name: string) {
  return name.split('/').map((part, i) => (
    <Fragment key={i}>
      {i > 0 && (
        <>
          /<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

/** The fourteen codes with their names in the guest's language. */
export function AllergenLegend({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Dialog
      title={t('allergens.legendTitle')}
      maxWidth={500}
      onClose={onClose}
      actions={
        <button type="button" className="button primary" onClick={onClose}>
          {t('app.close')}
        </button>
      }
    >
      <p className="hint allergen-intro">{t('allergens.legendIntro')}</p>
      <dl className="allergen-legend">
        {ALLERGEN_CODES.map((code) => (
          <div key={code}>
            <dt>{code}</dt>
            <dd>{allergenName(t, code)}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}

/** "Ich vertrage nicht": a checkbox per code and hide or mark; every change applies and is remembered at once. */
export function AllergenFilterDialog({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const filter = useAllergenFilter();
  const toggle = (code: string, checked: boolean) =>
    saveAllergenFilter({ ...filter, codes: checked ? [...filter.codes, code] : filter.codes.filter((c) => c !== code) });
  const setMode = (mode: AllergenMode) => saveAllergenFilter({ ...filter, mode });

  return (
    <Dialog
      title={t('allergens.filter')}
      maxWidth={500}
      onClose={onClose}
      actions={
        <>
          {filter.codes.length > 0 && (
            <button type="button" className="button secondary" onClick={() => saveAllergenFilter({ ...filter, codes: [] })}>
              {t('allergens.reset')}
            </button>
          )}
          <button type="button" className="button primary" onClick={onClose}>
            {t('allergens.done')}
          </button>
        </>
      }
    >
      <fieldset className="allergen-choices">
        <legend className="visually-hidden">{t('allergens.filter')}</legend>
        {ALLERGEN_CODES.map((code) => (
          <label key={code} className="allergen-choice">
            <input type="checkbox" checked={filter.codes.includes(code)} onChange={(e) => toggle(code, e.target.checked)} />
            <b className="allergen-code">{code}</b> <span className="allergen-name">{breakableAtSlash(allergenName(t, code))}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="allergen-mode">
        <legend>{t('allergens.modeLabel')}</legend>
        {(['hide', 'mark'] as const).map((mode) => (
          <label key={mode} className="radio-option">
            <input type="radio" name="allergen-mode" checked={filter.mode === mode} onChange={() => setMode(mode)} />
            {t(mode === 'hide' ? 'allergens.hide' : 'allergens.mark')}
          </label>
        ))}
      </fieldset>
      <p className="hint">{t('allergens.filterHint')}</p>
    </Dialog>
  );
}
