import type { AppInfo } from '@tischlein/api-types';

/** The editable fields of the app info record (spec 3); the stamps are read-only. */
export type AppInfoField = Exclude<keyof AppInfo, 'createdAt' | 'updatedAt'>;
export type AppInfoValues = Record<AppInfoField, string>;

export interface FieldSpec {
  name: AppInfoField;
  type?: 'email' | 'number' | 'url' | 'tel';
  placeholder?: string;
  multiline?: boolean;
}

/**
 * Which dialog shows a section: "Firmendaten & Rechnung" (what invoices print: the company, its address, UID,
 * register, bank and numbering) or "App-Info" (what only the app uses).
 */
export type AppInfoPart = 'company' | 'app';

/** Spec 2: the record's sections, in order, each in one of the two dialogs; together every field of the record. */
export const APP_INFO_SECTIONS: { key: string; part: AppInfoPart; fields: FieldSpec[] }[] = [
  {
    key: 'company',
    part: 'company',
    fields: [
      { name: 'companyName' },
      { name: 'vatId', placeholder: 'ATU12345675' },
      { name: 'taxNumber' },
      { name: 'companyRegisterNumber', placeholder: 'FN 123456a' },
      { name: 'companyRegisterCourt', placeholder: 'Handelsgericht Wien' },
    ],
  },
  {
    key: 'address',
    part: 'company',
    fields: [
      { name: 'appStreet' },
      { name: 'appZipCode' },
      { name: 'appCity' },
      { name: 'countryCode', placeholder: 'AT' },
      { name: 'region' },
    ],
  },
  {
    key: 'contact',
    part: 'company',
    fields: [
      { name: 'email', type: 'email' },
      { name: 'phone', type: 'tel' },
      { name: 'website', type: 'url' },
    ],
  },
  { key: 'bank', part: 'company', fields: [{ name: 'iban', placeholder: 'AT61 1904 3002 3457 3201' }, { name: 'bic' }] },
  { key: 'invoicing', part: 'company', fields: [{ name: 'invoicePrefix' }, { name: 'invoiceStartNo', type: 'number' }] },
  { key: 'basic', part: 'app', fields: [{ name: 'appName' }, { name: 'appAdmin' }, { name: 'appDescription', multiline: true }] },
  {
    key: 'localization',
    part: 'app',
    fields: [
      { name: 'currencyCode', placeholder: 'EUR' },
      { name: 'timezone', placeholder: 'Europe/Vienna' },
      { name: 'defaultLocale', placeholder: 'de-AT' },
    ],
  },
];

/** The fields one dialog shows. */
export const fieldsOfPart = (part: AppInfoPart) =>
  APP_INFO_SECTIONS.filter((section) => section.part === part).flatMap((section) => section.fields.map((field) => field.name));

const ALL_FIELDS = APP_INFO_SECTIONS.flatMap((section) => section.fields.map((field) => field.name));

/** The record as form texts (null: empty). */
export function toAppInfoValues(info: Partial<AppInfo> | null | undefined): AppInfoValues {
  return Object.fromEntries(ALL_FIELDS.map((name) => [name, info?.[name] == null ? '' : String(info[name])])) as AppInfoValues;
}

/** What PUT /api/admin/app-info gets: trimmed texts, empty clears a field, invoiceStartNo a number. */
export function toAppInfoPayload(values: AppInfoValues): Partial<AppInfo> {
  const payload: Record<string, string | number | null> = {};
  for (const name of ALL_FIELDS) {
    const text = values[name].trim();
    payload[name] = text === '' ? null : name === 'invoiceStartNo' ? Number(text) : text;
  }
  return payload as Partial<AppInfo>;
}

const compact = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/** ISO 13616 shape and mod-97 check digits (the server checks the same). */
export function isPlausibleIban(input: string): boolean {
  const iban = compact(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** A VAT id (UID) by its shape: country letters and 2 to 13 letters or digits, e.g. ATU12345675, DE123456789 (the server checks an Austrian one's check digit). */
export const isPlausibleVatId = (input: string) => /^[A-Z]{2}[A-Z0-9+*]{2,13}$/.test(compact(input));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Client-side checks before saving: translation keys of the problems per field. */
export function appInfoProblems(values: AppInfoValues): Partial<Record<AppInfoField, string>> {
  const problems: Partial<Record<AppInfoField, string>> = {};
  const filled = (name: AppInfoField) => values[name].trim();
  if (filled('email') && !EMAIL.test(filled('email'))) problems.email = 'app.settings.app_info.invalid_email';
  if (filled('iban') && !isPlausibleIban(filled('iban'))) problems.iban = 'app.settings.app_info.invalid_iban';
  if (filled('vatId') && !isPlausibleVatId(filled('vatId'))) problems.vatId = 'app.settings.app_info.invalid_vat_id';
  const start = filled('invoiceStartNo');
  if (start && !(Number.isInteger(Number(start)) && Number(start) >= 0)) problems.invoiceStartNo = 'app.settings.app_info.invalid_start_no';
  return problems;
}
