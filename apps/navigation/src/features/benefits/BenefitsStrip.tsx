import { useTranslation } from '@storefront/i18n';
import { BenefitsList, type BenefitLink } from '../promotions/BenefitsList';

/** The four tracked benefit slots and where each leads. */
export const BENEFIT_SLOTS = [
  { slot: 'freeShipping', url: '/help' },
  { slot: 'newsletter', url: '/subscribenewsletter' },
  { slot: 'crossChannel', url: '/service/storefinder/search' },
  { slot: 'service', url: '/contact' },
] as const;

/** The benefits strip with each locale's texts; a slot without a text in the locale is left out. */
export function BenefitsStrip() {
  const { t } = useTranslation('navigation');
  const links: BenefitLink[] = BENEFIT_SLOTS.map(({ slot, url }) => ({ slot, url, text: t(`benefits.${slot}`) })).filter((link) => link.text !== '-');
  return <BenefitsList links={links} label={t('benefits.label')} />;
}
