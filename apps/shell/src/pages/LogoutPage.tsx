import { COOKIE_NAMES, LOGOUT_FORM_FIELDS, LOGOUT_PATH, readOwnCookie, safeRedirectPathOr } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import { Button } from '@storefront/ui';

/**
 * GET /logout: a page with the logout button, for a bookmarked or linked /logout (and where the
 * server sends a logout whose anti-forgery token did not match). The button posts the same form as
 * the greeting's logout; ?returnTo= says where to go back to.
 */
export function LogoutPage() {
  const { t } = useTranslation('login');
  const returnTo = safeRedirectPathOr(new URLSearchParams(window.location.search).get(LOGOUT_FORM_FIELDS.returnTo), window.location.origin);
  return (
    <>
      <h1>{t('logout.heading')}</h1>
      <p>{t('logout.intro')}</p>
      <form method="post" action={LOGOUT_PATH}>
        <input type="hidden" name={LOGOUT_FORM_FIELDS.csrf} value={readOwnCookie(COOKIE_NAMES.csrf) ?? ''} />
        <input type="hidden" name={LOGOUT_FORM_FIELDS.returnTo} value={returnTo} />
        <Button type="submit">{t('logout.submit')}</Button>
      </form>
    </>
  );
}
