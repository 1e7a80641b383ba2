import { useMemo } from 'react';
import type { RemoteProps } from '@storefront/contracts';
import { DoubleOptIn } from '../features/double-opt-in';
import { SignUpPageForm } from '../features/sign-up';
import {
  loadDoubleOptInServerData,
  parseDoubleOptInServerData,
} from '../app/server-data/doubleOptInServerData';
import { registerNewsletterTexts } from '../texts/newsletterTexts';

registerNewsletterTexts();

/** Server rendering: the texts of this release, for the site that runs it (contracts, ServerRenderableModule). */
export { loadNewsletterTexts as loadTexts } from '../texts/newsletterTexts';

/** Renders on the server too: whether the link has a token, and the sign-up's return page. */
export const loadServerData = loadDoubleOptInServerData;

/** /subscribenewsletter/confirm?token=...: the double opt-in, or a fresh sign-up when the link is invalid. */
export default function DoubleOptInPage({ site, locale, pageType, serverData }: RemoteProps) {
  const data = useMemo(() => parseDoubleOptInServerData(serverData), [serverData]);
  return (
    <DoubleOptIn
      site={site}
      {...(data ? { hasToken: data.hasToken } : {})}
      renderSignUp={() => (
        <SignUpPageForm
          site={site}
          locale={locale}
          pageName={pageType}
          invalidLinkNotice
          {...(data ? { formPost: data.signUp } : {})}
        />
      )}
    />
  );
}
