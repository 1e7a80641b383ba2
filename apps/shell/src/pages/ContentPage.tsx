import { useTranslation } from '@storefront/i18n';
import type { ShellPageProps } from './pageProps';

const TITLE_KEYS: Record<string, string> = {
  '/service/storefinder/search': 'content.storefinder',
  '/service/storefinder': 'content.storefinder',
  '/usermenu': 'content.usermenu',
  '/account': 'content.usermenu',
  '/help': 'content.help',
  '/faq': 'content.help',
};

/** The landing page of a header or footer link whose content lives in another system. */
export default function ContentPage({ state: { path } }: ShellPageProps) {
  const { t } = useTranslation('shell');
  const key = TITLE_KEYS[path.replace(/\/$/, '')] ?? 'content.generic';
  return (
    <>
      <h1>{t(key)}</h1>
      <p>{t('content.intro')}</p>
    </>
  );
}
