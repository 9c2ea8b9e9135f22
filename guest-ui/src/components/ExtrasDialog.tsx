import { useEffect, useId, useState } from 'react';
import { loadExtras, type Extra } from '../api/extras.ts';
import type { MenuItem } from '../api/menu-items.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { avoidedIn, useAllergenFilter } from '../prefs/allergen-filter.ts';
import { AllergenWarning, Allergens, LegendButton, unionOfAllergens } from './Allergens.tsx';
import { Dialog } from './Dialog.tsx';
import { ExtrasPicker } from './ExtrasPicker.tsx';
import { LineNoteField } from './LineNoteField.tsx';

/** The extras the dialog lists, and which of them sold out while it was open. */
interface ShownExtras {
  extras: Extra[];
  soldOut: ReadonlySet<number>;
}

const NOTHING_SOLD_OUT: ReadonlySet<number> = new Set();

interface ExtrasDialogProps {
  item: MenuItem;
  onClose: () => void;
  /** The chosen extras and the guest's note (trimmed; empty for none). */
  onAdd: (addingIds: number[], note: string) => Promise<void>;
  /** Opens the allergen legend above this dialog. */
  onLegend?: () => void;
  /** Counts the menu changes heard live (sold out, back again): each one loads the extras again. */
  menuVersion?: number;
}

/**
 * Chooses extras and an optional note for one item and puts it into the basket (max width 500). Shows the allergens of the item
 * with the extras ticked so far (their union, as the basket line will carry them). Live: an extra switched off
 * meanwhile stays in the list as "Ausverkauft" and is unticked; the item itself switched off cannot be added.
 */
export function ExtrasDialog({ item, onClose, onAdd, onLegend, menuVersion = 0 }: ExtrasDialogProps) {
  const { t, money, language } = useI18n();
  const [shown, setShown] = useState<ShownExtras | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const filter = useAllergenFilter();
  const allergensHeading = useId();

  useEffect(() => {
    let current = true;
    // Extras are optional: without them the item can still be ordered.
    loadExtras(item.menuItemId, language).then(
      (fresh) => current && setShown((before) => keepSoldOutExtras(before, fresh)),
      // A reload that fails keeps what is shown (the server refuses what cannot be ordered).
      () => current && setShown((before) => before ?? { extras: [], soldOut: NOTHING_SOLD_OUT }),
    );
    return () => {
      current = false;
    };
  }, [item.menuItemId, language, menuVersion]);

  const extras = shown?.extras ?? null;
  const soldOut = shown?.soldOut ?? NOTHING_SOLD_OUT;
  // A ticked extra that sold out meanwhile is unticked, and stays so when it comes back.
  const [soldOutBefore, setSoldOutBefore] = useState(soldOut);
  if (soldOutBefore !== soldOut) {
    setSoldOutBefore(soldOut);
    setSelected((ticked) => ticked.filter((id) => !soldOut.has(id)));
  }
  const chosenExtras = (extras ?? []).filter((a) => selected.includes(a.addingId));
  const unitPrice = item.basePrice + chosenExtras.reduce((sum, a) => sum + a.price, 0);
  const allergens = unionOfAllergens(item.allergens, ...chosenExtras.map((a) => a.allergens ?? []));
  const add = async () => {
    setBusy(true);
    try {
      await onAdd(selected, note.trim());
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
          {item.available ? (
            <button type="button" className="button primary" onClick={add} disabled={busy || extras === null}>
              {t('extras.add')} · {money(unitPrice)}
            </button>
          ) : (
            <span className="sold-out-label" role="status">
              {t('menu.soldOut')}
            </span>
          )}
        </>
      }
    >
      <h3 className="dialog-subtitle">{t('extras.title')}</h3>
      {extras === null && <p>{t('extras.loading')}</p>}
      {extras?.length === 0 && <p>{t('extras.none')}</p>}
      {extras && extras.length > 0 && (
        <ExtrasPicker extras={extras} selected={selected} onChange={setSelected} filter={filter} soldOut={soldOut} />
      )}
      <LineNoteField value={note} onChange={setNote} />
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

/**
 * The extras after a menu change, as the open dialog shows them: the list has only what can be ordered, so an
 * extra switched off meanwhile is missing from `fresh`; it keeps its place, sold out, until it comes back.
 */
export function keepSoldOutExtras(shown: ShownExtras | null, fresh: Extra[]): ShownExtras {
  if (!shown) return { extras: fresh, soldOut: NOTHING_SOLD_OUT };
  const byId = new Map(fresh.map((extra) => [extra.addingId, extra]));
  const shownIds = new Set(shown.extras.map((extra) => extra.addingId));
  return {
    extras: [...shown.extras.map((extra) => byId.get(extra.addingId) ?? extra), ...fresh.filter((extra) => !shownIds.has(extra.addingId))],
    soldOut: new Set(shown.extras.filter((extra) => !byId.has(extra.addingId)).map((extra) => extra.addingId)),
  };
}
