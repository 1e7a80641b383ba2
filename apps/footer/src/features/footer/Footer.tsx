import type { FooterProps } from '@storefront/contracts';
import { CountrySelector } from '../country-selector/CountrySelector';

export function Footer({ site, reduced, newsletterSlot }: FooterProps) {
  return (
    <>
      {!reduced && newsletterSlot}
      <footer data-boundary="footer">
        <CountrySelector site={site} />
      </footer>
    </>
  );
}
