import { useEffect, useState } from 'react';
import { useTranslation } from '@storefront/i18n';
import { ProductTile } from '@storefront/ui';
import {
  embeddedHomeProducts,
  priced,
  type PricedProduct,
  fetchProducts,
} from '../features/catalogue';
import { AddToCart } from '../features/add-to-cart';
import type { ShellPageProps } from './pageProps';
import styles from './pages.module.css';

export { loadHomeProducts as loadServerData } from '../features/catalogue';

export default function HomePage({ props, serverData }: ShellPageProps) {
  const { site } = props;
  const { t } = useTranslation('shell');
  const [products, setProducts] = useState<PricedProduct[] | 'failed' | undefined>(() =>
    embeddedHomeProducts(serverData),
  );
  const needsFetch = products === undefined;
  useEffect(() => {
    if (needsFetch)
      fetchProducts(site).then(
        (products) => setProducts(products.map((product) => priced(product, site))),
        () => setProducts('failed'),
      );
  }, [site, needsFetch]);
  return (
    <>
      <h1>{t('pageTitle.home')}</h1>
      <section aria-labelledby="teasers-heading">
        <h2 id="teasers-heading">{t('home.teasersHeading')}</h2>
        {products === 'failed' && <p role="alert">{t('home.loadFailed')}</p>}
        {Array.isArray(products) && (
          <ul className={styles.grid}>
            {products.map((product) => (
              <li key={product.id}>
                <ProductTile
                  title={product.title}
                  href={product.productViewUrl}
                  imageUrl={product.imageUrl}
                  price={product.priceText}
                >
                  <AddToCart props={props} product={product} />
                </ProductTile>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
