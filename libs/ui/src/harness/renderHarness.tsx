import { Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { guessHeaderPlatform, siteConfig, toSite, type RemoteProps } from '@storefront/contracts';
import { initI18n } from '@storefront/i18n';
import '../tokens/tokens.css';

/**
 * Renders one remote's exposed component alone, for the team that owns it:
 * `?site=HU&reduced=true&pageType=basket` pick the props the shell would pass.
 */
export async function renderHarness(
  name: string,
  Component: ComponentType<RemoteProps>,
): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  const config = siteConfig(toSite(params.get('site')));
  document.documentElement.lang = config.locale;
  await initI18n(config.locale);
  const element = document.getElementById('harness');
  if (!element) throw new Error(`The ${name} harness page has no #harness element.`);
  const props: RemoteProps = {
    site: config.site,
    locale: config.locale,
    platform: guessHeaderPlatform(window.innerWidth),
    pageType: (params.get('pageType') as RemoteProps['pageType'] | null) ?? 'home',
    reduced: params.get('reduced') === 'true',
  };
  createRoot(element).render(
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>,
  );
}
