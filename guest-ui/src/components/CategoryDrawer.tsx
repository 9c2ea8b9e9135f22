import type { Category } from '../api/categories.ts';
import { useI18n } from '../i18n/i18n.tsx';

/** The category list on the left (130 px wide). */
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
  return (
    <nav className="category-drawer" aria-label={t('menu.categories')}>
      <ul>
        {categories.map((category) => (
          <li key={category.categoryId}>
            <button
              type="button"
              className="category-button"
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
