import type { Site } from '@storefront/contracts';

export type ServiceLinkKey = 'helpFaq' | 'storePickup' | 'loyaltyCard';

const HELP_FAQ = '/help';
const STORE_PICKUP = '/store-pickup';
const LOYALTY_CARD = '/loyalty-card';
const ALL: readonly { key: ServiceLinkKey; href: string }[] = [
  { key: 'helpFaq', href: HELP_FAQ },
  { key: 'storePickup', href: STORE_PICKUP },
  { key: 'loyaltyCard', href: LOYALTY_CARD },
];

/**
 * The header's other link targets (spec header-search-cart.md section 2, "Header icon targets"):
 * content pages per locale. Every site serves them under the same content paths (libs/contracts
 * routes.ts CONTENT_PATHS); TR has no store pickup (its footer lists none either)
 * (docs/spec-conformance.md, HSC-2.1-3).
 */
export const SERVICE_LINKS: Readonly<
  Record<Site, readonly { key: ServiceLinkKey; href: string }[]>
> = {
  DE: ALL,
  AT: ALL,
  CH: ALL,
  CH_FR: ALL,
  CZ: ALL,
  HU: ALL,
  PL: ALL,
  SK: ALL,
  TR: ALL.filter((link) => link.key !== 'storePickup'),
};
