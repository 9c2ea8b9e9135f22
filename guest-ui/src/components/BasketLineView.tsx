import type { BasketLine } from '../api/basket.ts';
import { type Translate, useI18n } from '../i18n/i18n.tsx';
import { shownGuestName } from '../session/guest-name.ts';

interface BasketLineProps {
  line: BasketLine;
  /** The table's shared basket: each line says who added it. */
  shared: boolean;
  busy: boolean;
  onRemoveOne: () => void;
  onAddOne: () => void;
  onRemoveLine: () => void;
  onRemoveExtra: (addingId: number) => void;
}

function TrashIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
    </svg>
  );
}

/** Who added a line: the name they gave, or "Gast n" in the guest's language; undefined without a line. */
export function addedByName(line: BasketLine | undefined, t: Translate): string | undefined {
  return line && shownGuestName(line.addedBy, line.addedByGuestNumber, t);
}

/** The classes of a line: sold out (it blocks the checkout) and, in a shared basket, added by this phone. */
function lineClasses(line: BasketLine, shared: boolean): string {
  return ['basket-line', line.available === false && 'sold-out', shared && line.mine && 'mine'].filter(Boolean).join(' ');
}

/** One basket line: quantity, name, who added it (shared basket), the guest's note, extras (each removable), unit price and line total. */
export function BasketLineView({ line, shared, busy, onRemoveOne, onAddOne, onRemoveLine, onRemoveExtra }: BasketLineProps) {
  const { t, money } = useI18n();
  const soldOut = line.available === false;
  return (
    <li className={lineClasses(line, shared)}>
      <div className="basket-line-head">
        <span className="basket-quantity" aria-label={t('basket.quantity')}>
          {line.quantity}×
        </span>
        <span className="basket-name">{line.name}</span>
        <span className="basket-line-total">{money(line.totalPrice)}</span>
      </div>
      {shared && line.addedBy && (
        <p className="added-by">
          <span className="visually-hidden">{t('basket.addedBy')} </span>
          {addedByName(line, t)}
        </p>
      )}
      {soldOut && <p className="sold-out-label">{t('menu.soldOut')}</p>}
      {line.note && <p className="line-note-shown">{t('basket.note', { note: line.note })}</p>}
      {line.addings.length > 0 && (
        <ul className="basket-extras">
          {line.addings.map((extra) => (
            <li key={extra.addingId}>
              <span>
                + {extra.name} ({money(extra.price)})
              </span>
              <button
                type="button"
                className="icon-button small"
                disabled={busy}
                aria-label={t('basket.removeExtra', { extra: extra.name, name: line.name })}
                onClick={() => onRemoveExtra(extra.addingId)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="basket-line-foot">
        <span className="muted">{t('basket.unitPrice', { price: money(line.unitPrice) })}</span>
        <span className="basket-line-actions">
          <button
            type="button"
            className="icon-button"
            disabled={busy}
            aria-label={t('basket.removeOne', { name: line.name })}
            onClick={onRemoveOne}
          >
            <span aria-hidden="true">−</span>
          </button>
          <button
            type="button"
            className="icon-button"
            disabled={busy || soldOut}
            aria-label={t('basket.addOne', { name: line.name })}
            onClick={onAddOne}
          >
            <span aria-hidden="true">+</span>
          </button>
          <button
            type="button"
            className="icon-button"
            disabled={busy}
            aria-label={t('basket.removeLine', { name: line.name })}
            onClick={onRemoveLine}
          >
            <TrashIcon />
          </button>
        </span>
      </div>
    </li>
  );
}
