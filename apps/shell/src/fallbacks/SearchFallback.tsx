import { SEARCH_PATH } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';

/** A plain form: searching works even without the search remote (and without JavaScript). */
export function SearchFallback() {
  const { t } = useTranslation('shell');
  return (
    <form role="search" action={SEARCH_PATH} method="get" data-fallback="search">
      <input type="search" name="query" aria-label={t('fallback.search.label')} maxLength={200} />
      <button type="submit">{t('fallback.search.submit')}</button>
    </form>
  );
}
