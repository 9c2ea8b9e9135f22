import { toSortOrder } from '../common/sortOrder';
import { toTranslations, translationsDraftOf, type TranslationsDraft } from '../common/translations';
import type { VatCategory, VatRate } from '@tischlein/api-types';
import type { MenuType, MenuTypeInput } from './menuType.types';

/** The dialog's fields as typed. */
export interface MenuTypeDraft {
  code: string;
  name: string;
  active: boolean;
  /** What new products of the type start with. */
  defaultVatRate: VatRate;
  defaultVatCategory: VatCategory;
  translations: TranslationsDraft;
}

export function menuTypeDraftOf(type?: MenuType): MenuTypeDraft {
  return {
    code: type?.code ?? '',
    name: type?.name ?? '',
    active: type?.active ?? true,
    defaultVatRate: type?.defaultVatRate ?? 'VAT_10',
    defaultVatCategory: type?.defaultVatCategory ?? 'FOOD',
    translations: translationsDraftOf(type?.translations),
  };
}

const CODE_MAX = 32;
/** German letters as an address writes them; other accents drop off by Unicode decomposition. */
const SPELLED_OUT: Record<string, string> = { Ä: 'AE', Ö: 'OE', Ü: 'UE' };

/** The code a new type gets from its name: "Getränke" → GETRAENKE, "Mittags-Menü 2" → MITTAGS-MENUE-2 (A–Z, 0–9, - and _). */
export function codeFromName(name: string): string {
  return name
    .toUpperCase()
    .replace(/[ÄÖÜ]/g, (letter) => SPELLED_OUT[letter])
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, CODE_MAX)
    .replace(/-$/, '');
}

/** Spec 5: code and name are required ("Code & Name sind erforderlich"); answers the blank ones. */
export function missingMenuTypeFields(draft: MenuTypeDraft): Array<'code' | 'name'> {
  return (['code', 'name'] as const).filter((field) => draft[field].trim() === '');
}

/** Spec 5: the code forced to upper case, sortOrder 1 when it is not a number. */
export function toMenuTypeInput(draft: MenuTypeDraft, sortOrder: unknown): MenuTypeInput {
  return {
    code: draft.code.trim().toUpperCase(),
    name: draft.name.trim(),
    translations: toTranslations(draft.translations, ['name']),
    sortOrder: toSortOrder(sortOrder),
    active: draft.active,
    defaultVatRate: draft.defaultVatRate,
    defaultVatCategory: draft.defaultVatCategory,
  };
}

/** Spec 2: menu types are searched by code or name. */
export function matchesMenuTypeSearch(type: Pick<MenuType, 'code' | 'name'>, query: string): boolean {
  const wanted = query.trim().toLocaleLowerCase('de');
  return !wanted || type.code.toLocaleLowerCase('de').includes(wanted) || type.name.toLocaleLowerCase('de').includes(wanted);
}
