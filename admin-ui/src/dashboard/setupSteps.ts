import type { AppInfo } from '@tischlein/api-types';

/** What the panel knows about how far the restaurant is set up. */
export interface SetupFacts {
  appInfo: Partial<AppInfo> | undefined;
  /** Whether some menu type has a category (guests choose a type, then a category). */
  menuWithCategories: boolean;
  products: number;
  tables: number;
  /** Staff accounts, the owner's own included. */
  staff: number;
}

export interface SetupStep {
  key: 'company' | 'menu' | 'products' | 'tables' | 'staff';
  /** Where the step is done. */
  to: string;
  done: boolean;
}

const filled = (text: string | null | undefined) => !!text?.trim();

/**
 * The first day's steps in the order they build on each other: the company data invoices print, the menu's types and
 * categories, the products in them, the tables with their QR codes, and a second account for the staff.
 */
export function setupSteps(facts: SetupFacts): SetupStep[] {
  const info = facts.appInfo;
  return [
    {
      key: 'company',
      to: '/admin/settings?open=company',
      done: !!info && [info.companyName, info.appStreet, info.appZipCode, info.appCity].every(filled),
    },
    { key: 'menu', to: '/admin/menu-types', done: facts.menuWithCategories },
    { key: 'products', to: '/admin/products', done: facts.products > 0 },
    { key: 'tables', to: '/admin/tables', done: facts.tables > 0 },
    { key: 'staff', to: '/admin/staff', done: facts.staff > 1 },
  ];
}
