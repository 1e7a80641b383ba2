import type { RemoteProps } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import { DoubleOptIn } from '../features/double-opt-in/DoubleOptIn';
import { SignUpForm } from '../features/sign-up/SignUpForm';
import { registerNewsletterTexts } from '../texts/newsletterTexts';

registerNewsletterTexts();

/** /subscribenewsletter/confirm?token=...: the double opt-in, or a fresh sign-up when the link is invalid. */
export default function DoubleOptInPage({ site, locale, pageType }: RemoteProps) {
  const { t } = useTranslation('newsletter');
  return (
    <DoubleOptIn
      site={site}
      search={window.location.search}
      renderSignUp={() => <SignUpForm site={site} locale={locale} pageName={pageType} headingLevel={1} title={t('page.heading')} invalidLinkNotice scrollToSuccess />}
    />
  );
}
