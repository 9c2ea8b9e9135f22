import { describe, expect, it } from 'vitest';
import { supportLinks } from './supportLinks';

describe('support links', () => {
  it('links email, phone and website that are set', () => {
    expect(supportLinks({ email: 'hilfe@tischlein.at', phone: '+43 (1) 234-5', website: 'tischlein.at' })).toEqual([
      { kind: 'email', label: 'hilfe@tischlein.at', href: 'mailto:hilfe@tischlein.at' },
      { kind: 'phone', label: '+43 (1) 234-5', href: 'tel:+4312345' },
      { kind: 'website', label: 'tischlein.at', href: 'https://tischlein.at' },
    ]);
  });

  it('leaves out what is not set', () => {
    expect(supportLinks({ email: null, phone: ' ', website: 'http://x.at' })).toEqual([
      { kind: 'website', label: 'http://x.at', href: 'http://x.at' },
    ]);
    expect(supportLinks(null)).toEqual([]);
  });
});
