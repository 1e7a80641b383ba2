import { render, screen, within } from '@testing-library/react';
import { useTestLocale } from '@storefront/i18n';
import { ServiceLinks } from './ServiceLinks';

describe('ServiceLinks (spec section 2: help and FAQ, store pickup, loyalty card)', () => {
  it('links help and FAQ, store pickup and the loyalty-card page in German on DE', async () => {
    await useTestLocale('de-DE', ['navigation']);
    render(<ServiceLinks site="DE" />);
    const links = within(screen.getByRole('navigation', { name: 'Service' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Hilfe & FAQ', '/help'],
      ['Abholung in der Filiale', '/store-pickup'],
      ['Storefront Card', '/loyalty-card'],
    ]);
  });

  it('has no store pickup on TR, and Turkish names', async () => {
    await useTestLocale('tr-TR', ['navigation']);
    render(<ServiceLinks site="TR" />);
    const links = within(screen.getByRole('navigation', { name: 'Hizmetler' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Yardım ve SSS', '/help'],
      ['Storefront Card', '/loyalty-card'],
    ]);
  });
});
