import { useMemo } from 'react';
import type { RemoteProps } from '@storefront/contracts';
import { SignUpForm, loadSignUpServerData, parseSignUpServerData } from '../features/sign-up';
import { registerNewsletterTexts } from '../texts/newsletterTexts';

registerNewsletterTexts();

/** Server rendering: the texts of this release, for the site that runs it (contracts, ServerRenderableModule). */
export { loadNewsletterTexts as loadTexts } from '../texts/newsletterTexts';

/** Renders on the server too: the page the plain form post returns to, and its outcome. */
export const loadServerData = loadSignUpServerData;

/** The newsletter block the footer places above itself. */
export default function SignUp({ site, locale, pageType, serverData }: RemoteProps) {
  const formPost = useMemo(() => parseSignUpServerData(serverData), [serverData]);
  return (
    <SignUpForm
      site={site}
      locale={locale}
      pageName={pageType}
      headingLevel={2}
      originAddition="footer"
      {...(formPost ? { formPost } : {})}
    />
  );
}
