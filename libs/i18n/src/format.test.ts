import { formatPrice } from './format';

// Intl output contains narrow no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatPrice', () => {
  it('shows no currency symbol on DE', () => {
    expect(plain(formatPrice(6.99, 'DE'))).toBe('6,99');
  });

  it('shows the currency on the other sites', () => {
    expect(plain(formatPrice(6.99, 'AT'))).toContain('€');
    expect(plain(formatPrice(6.65, 'CH'))).toContain('CHF');
    expect(plain(formatPrice(279, 'CZ'))).toContain('Kč');
    expect(plain(formatPrice(2799, 'HU'))).toContain('Ft');
    expect(plain(formatPrice(29.99, 'PL'))).toContain('zł');
    expect(plain(formatPrice(249, 'TR'))).toContain('₺');
  });
});
