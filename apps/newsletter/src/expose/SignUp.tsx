import type { RemoteProps } from '@storefront/contracts';
import { SignUpForm } from '../features/sign-up/SignUpForm';
import { registerNewsletterTexts } from '../texts/newsletterTexts';

registerNewsletterTexts();

/** The newsletter block the footer places above itself. */
export default function SignUp({ site, locale, pageType }: RemoteProps) {
  return <SignUpForm site={site} locale={locale} pageName={pageType} headingLevel={2} originAddition="footer" />;
}
