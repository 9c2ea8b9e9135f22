import { useEffect, useId, useState } from 'react';
import { loadExtras, type Extra } from '../api/extras.ts';
import type { MenuItem } from '../api/menu-items.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { avoidedIn, useAllergenFilter } from '../prefs/allergen-filter.ts';
import { AllergenWarning, Allergens, LegendButton, unionOfAllergens } from './Allergens.tsx';
import { Dialog } from './Dialog.tsx';
import { ExtrasPicker } from './ExtrasPicker.tsx';

interface ExtrasDialogProps {
  item: MenuItem;
  onClose: () => void;
  onAdd: (addingIds: number[]) => Promise<void>;
  /** Opens the allergen legend above this dialog. */
  onLegend?: () => void;
}

/**
 * Chooses extras for one item and puts it into the basket (max width 500). Shows the allergens of the item
 * with the extras ticked so far (their union, as the basket line will carry them).
 */
export function ExtrasDialog({ item, onClose, onAdd, onLegend }: ExtrasDialogProps) {
  const { t, money, language } = useI18n();
  const [extras, setExtras] = useState<Extra[] | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const filter = useAllergenFilter();
  const allergensHeading = useId();

  useEffect(() => {
    let current = true;
    // Extras are optional: without them the item can still be ordered.
    loadExtras(item.menuItemId, language).then(
      (list) => current && setExtras(list),
      () => current && setExtras([]),
    );
    return () => {
      current = false;
    };
  }, [item.menuItemId, language]);

  const chosenExtras = (extras ?? []).filter((a) => selected.includes(a.addingId));
  const unitPrice = item.basePrice + chosenExtras.reduce((sum, a) => sum + a.price, 0);
  const allergens = unionOfAllergens(item.allergens, ...chosenExtras.map((a) => a.allergens ?? []));
  const add = async () => {
    setBusy(true);
    try {
      await onAdd(selected);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={item.name}
      maxWidth={500}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button secondary" onClick={onClose}>
            {t('app.cancel')}
          </button>
          <button type="button" className="button primary" onClick={add} disabled={busy || extras === null}>
            {t('extras.add')} · {money(unitPrice)}
          </button>
        </>
      }
    >
      <h3 className="dialog-subtitle">{t('extras.title')}</h3>
      {extras === null && <p>{t('extras.loading')}</p>}
      {extras?.length === 0 && <p>{t('extras.none')}</p>}
      {extras && extras.length > 0 && <ExtrasPicker extras={extras} selected={selected} onChange={setSelected} filter={filter} />}
      <section className="dialog-allergens" aria-labelledby={allergensHeading}>
        <div className="dialog-allergens-head">
          <h3 id={allergensHeading} className="dialog-subtitle">
            {t('allergens.withExtras')}
          </h3>
          {onLegend && <LegendButton onOpen={onLegend} />}
        </div>
        {/* Announced as extras are ticked: the list is what the guest will get. */}
        <div aria-live="polite" data-testid="dialog-allergens">
          {allergens.length > 0 ? <Allergens codes={allergens} /> : <p className="hint">{t('allergens.none')}</p>}
          <AllergenWarning codes={avoidedIn(filter, allergens)} />
        </div>
      </section>
    </Dialog>
  );
}
