import { describe, expect, it } from 'vitest';
import { readConfig, trustedProxies } from '../src/config.ts';
import { clientKey } from '../src/lib/client-address.ts';

describe('clientKey', () => {
  it('keeps IPv4, maps IPv4-mapped IPv6 to IPv4 and cuts IPv6 to its /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('2001:0db8:0000:0000:ffff:1:2:3')).toBe('2001:db8:0:0::/64');
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('not an address')).toBe('not an address');
  });
});

describe('TRUSTED_PROXIES', () => {
  it('is empty without TRUST_PROXY_HOPS, loopback by default with it, and a list when set', () => {
    expect(trustedProxies(readConfig({}))).toEqual([]);
    expect(trustedProxies(readConfig({ TRUSTED_PROXIES: '10.0.0.0/8' }))).toEqual([]);
    expect(trustedProxies(readConfig({ TRUST_PROXY_HOPS: '1' }))).toEqual([
      '127.0.0.1/8',
      '::1/128',
    ]);
    expect(
      trustedProxies(
        readConfig({ TRUST_PROXY_HOPS: '1', TRUSTED_PROXIES: '10.0.0.0/8, 2001:db8::/32' }),
      ),
    ).toEqual(['10.0.0.0/8', '2001:db8::/32']);
  });
});
