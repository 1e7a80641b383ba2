import type { RemoteProps } from '@storefront/contracts';
import { CountrySelector } from '../country-selector/CountrySelector';

export function Footer({ site }: RemoteProps) {
  return (
    <footer data-boundary="footer">
      <CountrySelector site={site} />
    </footer>
  );
}
