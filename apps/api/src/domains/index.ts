import type { ApiDomain } from '../domain';
import { healthDomain } from './health';
import { catalogueDomain } from './catalogue';
import { searchDomain } from './search';
import { cartDomain } from './cart';
import { loginDomain } from './login';
import { createPreviewDomain } from './preview';
import { abTestDomain, isActiveTestGroup } from './abtest';
import { promotionDomain } from './promotion';
import { navigationDomain } from './navigation';
import { customerDomain } from './customer';
import { newsletterDomain } from './newsletter';
import { footerDomain } from './footer';
import { rumDomain } from './rum';

/** Every service domain the API serves. A new domain adds one line here. */
export const DOMAINS: readonly ApiDomain[] = [
  healthDomain,
  catalogueDomain,
  searchDomain,
  cartDomain,
  loginDomain,
  createPreviewDomain({ isActiveTestGroup }),
  abTestDomain,
  promotionDomain,
  navigationDomain,
  customerDomain,
  newsletterDomain,
  footerDomain,
  rumDomain,
];
