import { useEffect, useMemo, useState } from 'react';
import type { RemoteProps } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import { ProductTile } from '@storefront/ui';
import { termFromAddress } from '../../shared/searchTerm';
import { fetchResults } from './fetchResults';
import { parseSearchResultsServerData } from './resultsServerData';
import { toResultsView, type ResultsView } from './resultsView';
import styles from './SearchResults.module.css';

type Results = { status: 'loading' } | ({ status: 'done' } & ResultsView) | { status: 'failed' };

/**
 * The /search page: the products that match the query parameter, best first. With server data
 * the first render shows its term and products, as the server's HTML did, and nothing is
 * fetched again; without, the term is read from the address after the first render (which must
 * match the server's HTML, which could not know it) and the products are fetched.
 */
export function SearchResults({ site, serverData }: RemoteProps) {
  const { t } = useTranslation('search');
  const seeded = useMemo(() => parseSearchResultsServerData(serverData), [serverData]);
  /** undefined: not read yet. */
  const [query, setQuery] = useState<string | undefined>(seeded?.term);
  const [results, setResults] = useState<Results>(
    seeded && 'status' in seeded ? seeded : { status: 'loading' },
  );

  useEffect(() => {
    if (!seeded) setQuery(termFromAddress(window.location.search));
  }, [seeded]);

  useEffect(() => {
    if (seeded || !query) return;
    const controller = new AbortController();
    fetchResults(site, query, controller.signal).then(
      (body) => setResults({ status: 'done', ...toResultsView(body, site) }),
      () => {
        if (!controller.signal.aborted) setResults({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [site, query, seeded]);

  if (query === undefined) return <section aria-busy="true" data-boundary="search" />;
  if (!query)
    return (
      <section data-boundary="search">
        <h1>{t('results.noQueryHeading')}</h1>
        <p>{t('results.noQuery')}</p>
      </section>
    );
  return (
    <section
      aria-labelledby="search-results-heading"
      aria-busy={results.status === 'loading'}
      data-boundary="search"
    >
      <h1 id="search-results-heading">{t('results.heading', { query })}</h1>
      {results.status === 'failed' && <p role="alert">{t('results.failed')}</p>}
      {results.status === 'done' && results.tiles.length === 0 && <p>{t('results.empty')}</p>}
      {results.status === 'done' && results.tiles.length > 0 && (
        <>
          <p>{t('results.total', { count: results.total })}</p>
          <ul className={styles.grid}>
            {results.tiles.map((tile) => (
              <li key={tile.id}>
                <ProductTile
                  title={tile.title}
                  href={tile.href}
                  imageUrl={tile.imageUrl}
                  price={tile.price}
                  headingLevel={2}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
