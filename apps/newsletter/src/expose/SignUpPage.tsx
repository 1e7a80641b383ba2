import type { RemoteProps } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import { SignUpForm } from '../features/sign-up/SignUpForm';
import { registerNewsletterTexts } from '../texts/newsletterTexts';

registerNewsletterTexts();

/** The /subscribenewsletter page. */
export default function SignUpPage({ site, locale, pageType }: RemoteProps) {
  const { t } = useTranslation('newsletter');
  return <SignUpForm site={site} locale={locale} pageName={pageType} headingLevel={1} title={t('page.heading')} scrollToSuccess />;
}
