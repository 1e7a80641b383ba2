import { useEffect, useState } from 'react';
import { on } from '@storefront/contracts';
import { type CheckAuthResponse } from '@storefront/preview-schemas';
import { checkAuth, renewAuth } from './previewApi';
import { PREVIEW_AUTH_RENEWAL_MS } from './constants';

const LOGGED_OUT: CheckAuthResponse = {
  status: 'UNAUTHORIZED',
  dateTime: null,
  abTestName: null,
  abTestGroup: null,
};

/**
 * The auth check once on mount; undefined while it runs. The panel shows only on SUCCESS. Staff
 * logging out in another tab of the site hides it without asking the server; logging in again
 * there makes a hidden panel check once more (a shown one keeps working as it is).
 */
export function usePreviewAuth(): CheckAuthResponse | undefined {
  const [auth, setAuth] = useState<CheckAuthResponse>();
  useEffect(() => {
    let live = true;
    let shown = false;
    const check = () =>
      void checkAuth().then((result) => {
        if (!live) return;
        shown = result.status === 'SUCCESS';
        setAuth(result);
      });
    check();
    const off = on('preview:staff-login-changed', ({ loggedIn }) => {
      if (loggedIn) {
        if (!shown) check();
        return;
      }
      shown = false;
      setAuth(LOGGED_OUT);
    });
    return () => {
      live = false;
      off();
    };
  }, []);
  return auth;
}

/** Renews the staff login every 5 minutes while the settings dialog is open; failures are logged. */
export function useAuthRenewal(open: boolean): void {
  useEffect(() => {
    if (!open) return undefined;
    const timer = setInterval(() => {
      void renewAuth().then((status) => {
        if (status !== 'SUCCESS') console.error(`Renewing the preview login failed: ${status}`);
      });
    }, PREVIEW_AUTH_RENEWAL_MS);
    return () => clearInterval(timer);
  }, [open]);
}
