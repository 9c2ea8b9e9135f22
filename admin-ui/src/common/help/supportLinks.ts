import type { SupportContact } from '@tischlein/api-types';

export interface SupportLink {
  kind: 'email' | 'phone' | 'website';
  label: string;
  href: string;
}

/** The links the help dialog offers: only the contacts that are set, each with a working href. */
export function supportLinks(contact: Partial<SupportContact> | null | undefined): SupportLink[] {
  const links: SupportLink[] = [];
  const email = contact?.email?.trim();
  const phone = contact?.phone?.trim();
  const website = contact?.website?.trim();
  if (email) links.push({ kind: 'email', label: email, href: `mailto:${email}` });
  if (phone) links.push({ kind: 'phone', label: phone, href: `tel:${phone.replace(/[^\d+]/g, '')}` });
  if (website) links.push({ kind: 'website', label: website, href: /^https?:\/\//i.test(website) ? website : `https://${website}` });
  return links;
}
