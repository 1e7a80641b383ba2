import { COOKIE_NAMES, LOGOUT_FORM_FIELDS, LOGOUT_PATH } from '@storefront/contracts';
import { readOwnCookie, safeRedirectPathOr } from '@storefront/platform';
import { useEffect, useState } from 'react';
import { useTranslation } from '@storefront/i18n';
import { Button } from '@storefront/ui';
import { embeddedLogoutFields } from './logoutFields';
import type { ShellPageProps } from './pageProps';

export { loadLogoutFields as loadServerData } from './logoutFields';

/**
 * GET /logout: a page with the logout button, for a bookmarked or linked /logout (and where the
 * server sends a logout whose anti-forgery token did not match). The button posts the same form as
 * the greeting's logout; ?returnTo= says where to go back to.
 */
export default function LogoutPage({ serverData }: ShellPageProps) {
  const { t } = useTranslation('login');
  // The server embeds the fields, so the form works before and without
  // script; without them (a page the browser rendered alone) they are read after the first render.
  const [fields, setFields] = useState(
    () => embeddedLogoutFields(serverData) ?? { csrf: '', returnTo: '/' },
  );
  const embedded = embeddedLogoutFields(serverData) !== undefined;
  useEffect(() => {
    if (embedded) return;
    setFields({
      csrf: readOwnCookie(COOKIE_NAMES.csrf) ?? '',
      returnTo: safeRedirectPathOr(
        new URLSearchParams(window.location.search).get(LOGOUT_FORM_FIELDS.returnTo),
        window.location.origin,
      ),
    });
  }, [embedded]);
  return (
    <>
      <h1>{t('logout.heading')}</h1>
      <p>{t('logout.intro')}</p>
      <form method="post" action={LOGOUT_PATH}>
        <input type="hidden" name={LOGOUT_FORM_FIELDS.csrf} value={fields.csrf} />
        <input type="hidden" name={LOGOUT_FORM_FIELDS.returnTo} value={fields.returnTo} />
        <Button type="submit">{t('logout.submit')}</Button>
      </form>
    </>
  );
}
