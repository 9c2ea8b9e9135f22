import { type MouseEvent, useState } from 'react';
import type { MenuItem } from '../api/menu-items.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { AllergenWarning, Allergens, LegendButton } from './Allergens.tsx';
import { DEFAULT_ITEM_IMAGE, withVersion } from './images.ts';
import { Price } from './Price.tsx';

interface ItemCardProps {
  item: MenuItem;
  /** The restaurant's default item image; null while app metadata is not known yet (no image is asked for then). */
  defaultImage: string | null;
  /** Opens the item's dialog: its extras, details and a note. */
  onChoose: (item: MenuItem) => void;
  /** One more piece without extras or note (the "+" of an item no extra fits). */
  onAddOne: (item: MenuItem) => void;
  /** One piece fewer of that plain line. */
  onRemoveOne: (item: MenuItem) => void;
  /** Pieces of the item without extras or note this phone has in the basket: the stepper shows them. */
  inBasket?: number;
  /** Codes of the item the guest said they cannot eat ("Markieren"): a warning in words on the card. */
  avoided?: string[];
  /** Opens the allergen legend (the info button on every card). */
  onLegend?: () => void;
}

/**
 * One menu item: image (default image when missing or broken), name, description, price, allergens. An item
 * switched off is greyed out as "Ausverkauft" and cannot be chosen. The card opens the item's dialog; its "+"
 * adds one piece at once when no extra fits the item (a drink: one tap), and a stepper then shows how many.
 */
export function ItemCard({ item, defaultImage, onChoose, onAddOne, onRemoveOne, inBasket = 0, avoided = [], onLegend }: ItemCardProps) {
  const { t } = useI18n();
  // Fallback chain on load errors: the item's image, the restaurant's default image, the shipped one.
  const candidates = [item.imageUrl && withVersion(item.imageUrl, item.updatedAt), defaultImage, withVersion(DEFAULT_ITEM_IMAGE)].filter(
    Boolean,
  ) as string[];
  const [attempt, setAttempt] = useState(0);
  const src = candidates[Math.min(attempt, candidates.length - 1)];
  const soldOut = !item.available;
  return (
    <article
      className={['item-card', soldOut && 'sold-out', avoided.length > 0 && 'avoided'].filter(Boolean).join(' ')}
      aria-disabled={soldOut || undefined}
      onClick={() => !soldOut && onChoose(item)}
    >
      {defaultImage === null ? (
        <span className="item-image" aria-hidden="true" />
      ) : (
        <img
          className="item-image"
          src={src}
          alt=""
          loading="lazy"
          width={72}
          height={72}
          onError={() => attempt < candidates.length - 1 && setAttempt(attempt + 1)}
        />
      )}
      <div className="item-text">
        <h3 className="item-name">{item.name}</h3>
        {item.description && <p className="item-description">{item.description}</p>}
        <Allergens codes={item.allergens} />
        <AllergenWarning codes={avoided} />
      </div>
      <div className="item-side">
        <Price price={item.basePrice} oldPrice={item.oldPrice} />
        {onLegend && <LegendButton onOpen={onLegend} />}
        {soldOut ? (
          <span className="sold-out-label">{t('menu.soldOut')}</span>
        ) : (
          <AddControl item={item} inBasket={inBasket} onChoose={onChoose} onAddOne={onAddOne} onRemoveOne={onRemoveOne} />
        )}
      </div>
    </article>
  );
}

type AddControlProps = Pick<ItemCardProps, 'item' | 'onChoose' | 'onAddOne' | 'onRemoveOne'> & { inBasket: number };

/** "+" (the dialog for an item with extras, one piece at once for one without), or "− n +" once pieces are in. */
function AddControl({ item, inBasket, onChoose, onAddOne, onRemoveOne }: AddControlProps) {
  const { t } = useI18n();
  // The card around opens the dialog: these buttons act on their own.
  const only = (act: (item: MenuItem) => void) => (e: MouseEvent) => {
    e.stopPropagation();
    act(item);
  };
  if (item.hasExtras || inBasket === 0) {
    return (
      <button
        type="button"
        className="icon-button add-button"
        aria-label={t(item.hasExtras ? 'menu.choose' : 'menu.add', { name: item.name })}
        onClick={only(item.hasExtras ? onChoose : onAddOne)}
      >
        <span aria-hidden="true">+</span>
      </button>
    );
  }
  return (
    <div className="item-stepper" role="group" aria-label={t('menu.inBasket', { name: item.name, count: inBasket })}>
      <button type="button" className="icon-button" aria-label={t('basket.removeOne', { name: item.name })} onClick={only(onRemoveOne)}>
        <span aria-hidden="true">−</span>
      </button>
      <span className="item-stepper-count" aria-hidden="true">
        {inBasket}
      </span>
      <button
        type="button"
        className="icon-button add-button"
        aria-label={t('basket.addOne', { name: item.name })}
        onClick={only(onAddOne)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
