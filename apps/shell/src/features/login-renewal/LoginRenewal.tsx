import { useEffect } from 'react';
import { type Site } from '@storefront/contracts';
import { renewalLockName, supportsCrossTab } from '@storefront/platform';
import { startLoginRenewal } from './loginRenewal';
import { EVERY_TAB_LEADS, lockLeadership } from './renewalLeadership';

/** Mounted once per page by the shell: keeps a shopper's login token renewed, once per browser. Renders nothing. */
export function LoginRenewal({ site }: { site: Site }) {
  useEffect(() => startLoginRenewal({ leadership: supportsCrossTab() ? lockLeadership(navigator.locks, renewalLockName(site)) : EVERY_TAB_LEADS }), [site]);
  return null;
}
