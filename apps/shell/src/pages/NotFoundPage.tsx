import { useTranslation } from '@storefront/i18n';

export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <>
      <h1>{t('pageTitle.notFound')}</h1>
      <p>{t('notFound.text')}</p>
      <a href="/">{t('backHome')}</a>
    </>
  );
}
