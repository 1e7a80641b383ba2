import type { ApiDomain } from '../domain';
import { healthDomain } from './health/routes';
import { catalogueDomain } from './catalogue/routes';
import { searchDomain } from './search/routes';
import { cartDomain } from './cart/routes';
import { loginDomain } from './login/routes';
import { previewDomain } from './preview/routes';
import { abTestDomain } from './abtest/routes';
import { promotionDomain } from './promotion/routes';
import { navigationDomain } from './navigation/routes';
import { customerDomain } from './customer/routes';
import { newsletterDomain } from './newsletter/routes';
import { footerDomain } from './footer/routes';
import { rumDomain } from './rum/routes';

/** Every service domain the API serves. A new domain adds one line here. */
export const DOMAINS: readonly ApiDomain[] = [
  healthDomain,
  catalogueDomain,
  searchDomain,
  cartDomain,
  loginDomain,
  previewDomain,
  abTestDomain,
  promotionDomain,
  navigationDomain,
  customerDomain,
  newsletterDomain,
  footerDomain,
  rumDomain,
];
