import { useEffect } from 'react';
import { type Site } from '@storefront/contracts';
import { renewalLockName, supportsCrossTab } from '@storefront/platform';
import { startLoginRenewal } from './loginRenewal';
import { EVERY_TAB_LEADS, lockLeadership } from './renewalLeadership';
import { whenIdle } from '../../startup/whenIdle';

/**
 * Mounted once per page by the shell: keeps a shopper's login token renewed, once per browser.
 * Renders nothing. It starts at the page's first idle moment (spec 4.4 "at start": its
 * first calls bring the HTTP client, which the page does not need to paint or go live).
 */
export function LoginRenewal({ site }: { site: Site }) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    const cancel = whenIdle(() => {
      stop = startLoginRenewal({
        leadership: supportsCrossTab()
          ? lockLeadership(navigator.locks, renewalLockName(site))
          : EVERY_TAB_LEADS,
      });
    });
    return () => {
      cancel();
      stop?.();
    };
  }, [site]);
  return null;
}
