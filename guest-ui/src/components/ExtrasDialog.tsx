import { useEffect, useState } from 'react';
import { loadExtras, type Extra } from '../api/extras.ts';
import type { MenuItem } from '../api/menu-items.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { Dialog } from './Dialog.tsx';
import { ExtrasPicker } from './ExtrasPicker.tsx';

interface ExtrasDialogProps {
  item: MenuItem;
  onClose: () => void;
  onAdd: (addingIds: number[]) => Promise<void>;
}

/** Chooses extras for one item and puts it into the basket (max width 500). */
export function ExtrasDialog({ item, onClose, onAdd }: ExtrasDialogProps) {
  const { t, money, language } = useI18n();
  const [extras, setExtras] = useState<Extra[] | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);

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

  const unitPrice = item.basePrice + (extras ?? []).filter((a) => selected.includes(a.addingId)).reduce((sum, a) => sum + a.price, 0);
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
      {extras && extras.length > 0 && <ExtrasPicker extras={extras} selected={selected} onChange={setSelected} />}
    </Dialog>
  );
}
