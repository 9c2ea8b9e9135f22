import { describe, expect, it } from '@jest/globals';
import { clientAddress } from './client-address.js';

describe('clientAddress', () => {
  it('keeps IPv4 addresses, also written IPv4-mapped', () => {
    expect(clientAddress('192.168.1.20')).toBe('192.168.1.20');
    expect(clientAddress('::ffff:192.168.1.20')).toBe('192.168.1.20');
  });

  it('counts IPv6 clients by their /64 network', () => {
    expect(clientAddress('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(clientAddress('2001:DB8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(clientAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
    expect(clientAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('names a missing address', () => {
    expect(clientAddress(undefined)).toBe('unknown');
  });
});
