import { clientKeyOf } from './clientAddress';

describe('the client key of an address (per-client limits)', () => {
  it('keeps an IPv4 address', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client, whatever its spelling', () => {
    const keys = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002:0:0:0:abcd',
      '2001:DB8:1:2::dead:beef',
      '2001:db8:1:2::1%eth0',
    ].map(clientKeyOf);
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(clientKeyOf('2001:db8:1:3::1')).not.toBe(keys[0]);
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('gives no address a key of its own', () => {
    expect(clientKeyOf(undefined)).toBe('unknown:');
    expect(clientKeyOf('not an address')).toBe('unknown:not an address');
  });
});
