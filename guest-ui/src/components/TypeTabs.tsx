import type { MenuType } from '../api/menu-types.ts';
import { useI18n } from '../i18n/i18n.tsx';

/** Tabs for the menu types, the current one selected. */
export function TypeTabs({ types, current, onSelect }: { types: MenuType[]; current: string; onSelect: (type: string) => void }) {
  const { t } = useI18n();
  return (
    <nav className="type-tabs" role="tablist" aria-label={t('menu.types')}>
      {types.map((type) => (
        <button
          key={type.type}
          type="button"
          role="tab"
          aria-selected={type.type === current}
          className="type-tab"
          onClick={() => type.type !== current && onSelect(type.type)}
        >
          {type.typeName || type.type}
        </button>
      ))}
    </nav>
  );
}
