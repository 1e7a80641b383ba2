import { useTranslation } from '@storefront/i18n';
import { SignUpForm, type SignUpFormProps } from './SignUpForm';

/**
 * The sign-up as a page's own content (/subscribenewsletter, and the double opt-in page when its link
 * is invalid): the page's level-1 heading, and the success scrolled into view, where the footer's block
 * keeps its teaser title at level 2.
 */
export function SignUpPageForm(
  props: Omit<SignUpFormProps, 'headingLevel' | 'title' | 'scrollToSuccess'>,
) {
  const { t } = useTranslation('newsletter');
  return <SignUpForm {...props} headingLevel={1} title={t('page.heading')} scrollToSuccess />;
}
