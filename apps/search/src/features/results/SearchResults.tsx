import { useEffect, useState } from 'react';
import type { Product, RemoteProps } from '@storefront/contracts';
import { formatPrice, useTranslation } from '@storefront/i18n';
import { ProductTile } from '@storefront/ui';
import { termFromAddress } from '../../shared/searchTerm';
import { fetchResults } from './fetchResults';
import styles from './SearchResults.module.css';

type Results = { status: 'loading' } | { status: 'done'; total: number; products: Product[] } | { status: 'failed' };

/** The /search page: the products that match the query parameter, best first. */
export function SearchResults({ site }: RemoteProps) {
  const { t } = useTranslation('search');
  const query = termFromAddress(window.location.search);
  const [results, setResults] = useState<Results>({ status: 'loading' });

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    fetchResults(site, query, controller.signal).then(
      (body) => setResults({ status: 'done', ...body }),
      () => {
        if (!controller.signal.aborted) setResults({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [site, query]);

  if (!query)
    return (
      <section data-boundary="search">
        <h1>{t('results.noQueryHeading')}</h1>
        <p>{t('results.noQuery')}</p>
      </section>
    );
  return (
    <section aria-labelledby="search-results-heading" aria-busy={results.status === 'loading'} data-boundary="search">
      <h1 id="search-results-heading">{t('results.heading', { query })}</h1>
      {results.status === 'failed' && <p role="alert">{t('results.failed')}</p>}
      {results.status === 'done' && results.products.length === 0 && <p>{t('results.empty')}</p>}
      {results.status === 'done' && results.products.length > 0 && (
        <>
          <p>{t('results.total', { count: results.total })}</p>
          <ul className={styles.grid}>
            {results.products.map((product) => (
              <li key={product.id}>
                <ProductTile title={product.title} href={product.productViewUrl} imageUrl={product.imageUrl} price={formatPrice(product.price, site)} headingLevel={2} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
