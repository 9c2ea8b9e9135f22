import { useEffect, useRef } from 'react';
import type { Category } from '../api/categories.ts';
import { useI18n } from '../i18n/i18n.tsx';

/** The category list: on the left (130 px wide), on a phone one row that scrolls sideways, the current one in view. */
export function CategoryDrawer({
  categories,
  current,
  onSelect,
}: {
  categories: Category[];
  current: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useI18n();
  const currentButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // In the sideways row the chosen category may be out of sight: bring it in, without scrolling the page. Also
    // once another language's texts are there (`t` changes with them, after the page's direction): the names' widths
    // change, and Arabic turns the row around.
    currentButton.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current, t]);
  return (
    <nav className="category-drawer" aria-label={t('menu.categories')}>
      <ul>
        {categories.map((category) => (
          <li key={category.categoryId}>
            <button
              type="button"
              className="category-button"
              ref={category.categoryId === current ? currentButton : undefined}
              aria-current={category.categoryId === current ? 'true' : undefined}
              onClick={() => onSelect(category.categoryId)}
            >
              {category.name}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
