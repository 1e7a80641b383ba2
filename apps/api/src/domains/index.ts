import type { ApiDomain } from '../domain';
import { healthDomain } from './health/routes';
import { catalogueDomain } from './catalogue/routes';
import { cartDomain } from './cart/routes';
import { loginDomain } from './login/routes';

/** Every service domain the API serves. A new domain adds one line here. */
export const DOMAINS: readonly ApiDomain[] = [healthDomain, catalogueDomain, cartDomain, loginDomain];
