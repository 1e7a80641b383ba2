import { useId } from 'react';
import { SITES, SITE_CONFIG, siteOrigin, type Site } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';

/** Nine sites; the current one is marked, choosing another goes to that site's address. */
export function CountrySelector({ site }: { site: Site }) {
  const { t } = useTranslation('footer');
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId}>{t('countrySelector')}</h2>
      <ul>
        {SITES.map((code) => (
          <li key={code}>
            <a href={siteOrigin(code, window.location)} lang={SITE_CONFIG[code].locale} aria-current={code === site ? 'true' : undefined} hrefLang={SITE_CONFIG[code].locale}>
              {SITE_CONFIG[code].label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
