import { useEffect, useState } from 'react';
import type { CheckAuthResponse } from '@storefront/contracts';
import { checkAuth, renewAuth } from './previewApi';
import { PREVIEW_AUTH_RENEWAL_MS } from './constants';

/** The auth check once on mount; undefined while it runs. The panel shows only on SUCCESS. */
export function usePreviewAuth(): CheckAuthResponse | undefined {
  const [auth, setAuth] = useState<CheckAuthResponse>();
  useEffect(() => {
    let live = true;
    void checkAuth().then((result) => {
      if (live) setAuth(result);
    });
    return () => {
      live = false;
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
