import { useMemo } from 'react';
import type { RemoteProps } from '@storefront/contracts';
import { SignUpPageForm, loadSignUpServerData, parseSignUpServerData } from '../features/sign-up';
import { registerNewsletterTexts } from '../texts/newsletterTexts';

registerNewsletterTexts();

/** Server rendering: the texts of this release, for the site that runs it (contracts, ServerRenderableModule). */
export { loadNewsletterTexts as loadTexts } from '../texts/newsletterTexts';

/** Renders on the server too: the page the plain form post returns to, and its outcome. */
export const loadServerData = loadSignUpServerData;

/** The /subscribenewsletter page. */
export default function SignUpPage({ site, locale, pageType, serverData }: RemoteProps) {
  const formPost = useMemo(() => parseSignUpServerData(serverData), [serverData]);
  return (
    <SignUpPageForm
      site={site}
      locale={locale}
      pageName={pageType}
      {...(formPost ? { formPost } : {})}
    />
  );
}
