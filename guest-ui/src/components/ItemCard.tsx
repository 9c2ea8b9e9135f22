import { useState } from 'react';
import type { MenuItem } from '../api/menu-items.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { AllergenWarning, Allergens, LegendButton } from './Allergens.tsx';
import { DEFAULT_ITEM_IMAGE, withVersion } from './images.ts';
import { Price } from './Price.tsx';

interface ItemCardProps {
  item: MenuItem;
  /** The restaurant's default item image; null while app metadata is not known yet (no image is asked for then). */
  defaultImage: string | null;
  onChoose: (item: MenuItem) => void;
  /** Codes of the item the guest said they cannot eat ("Markieren"): a warning in words on the card. */
  avoided?: string[];
  /** Opens the allergen legend (the info button on every card). */
  onLegend?: () => void;
}

/**
 * One menu item: image (default image when missing or broken), name, description, price, allergens. An item
 * switched off is greyed out as "Ausverkauft" and cannot be chosen.
 */
export function ItemCard({ item, defaultImage, onChoose, avoided = [], onLegend }: ItemCardProps) {
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
          <button
            type="button"
            className="icon-button add-button"
            aria-label={t('menu.choose', { name: item.name })}
            onClick={(e) => {
              e.stopPropagation();
              onChoose(item);
            }}
          >
            <span aria-hidden="true">+</span>
          </button>
        )}
      </div>
    </article>
  );
}
