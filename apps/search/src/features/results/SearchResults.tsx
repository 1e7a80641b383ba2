import { useEffect, useState } from 'react';
import type { Product, RemoteProps } from '@storefront/contracts';
import { formatPrice, useTranslation } from '@storefront/i18n';
import { ProductTile } from '@storefront/ui';
import { fetchResults } from './fetchResults';
import styles from './SearchResults.module.css';

type Results = { status: 'loading' } | { status: 'done'; products: Product[] } | { status: 'failed' };

/** The /search page: every product that matches the query parameter. */
export function SearchResults({ site }: RemoteProps) {
  const { t } = useTranslation('search');
  const query = new URLSearchParams(window.location.search).get('query')?.trim() ?? '';
  const [results, setResults] = useState<Results>({ status: 'loading' });

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    fetchResults(site, query, controller.signal).then(
      (products) => setResults({ status: 'done', products }),
      () => {
        if (!controller.signal.aborted) setResults({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [site, query]);

  if (!query) return <p>{t('results.noQuery')}</p>;
  return (
    <section aria-labelledby="search-results-heading" data-boundary="search">
      <h1 id="search-results-heading">{t('results.heading', { query })}</h1>
      {results.status === 'failed' && <p role="alert">{t('results.failed')}</p>}
      {results.status === 'done' && results.products.length === 0 && <p>{t('results.empty')}</p>}
      {results.status === 'done' && results.products.length > 0 && (
        <ul className={styles.grid}>
          {results.products.map((product) => (
            <li key={product.id}>
              <ProductTile title={product.title} href={product.productViewUrl} imageUrl={product.imageUrl} price={formatPrice(product.price, site)} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
