import { useEffect, useState } from 'react';
import { productIdOfPath } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import { embeddedProduct, priced, type PricedProduct, fetchProduct } from '../features/catalogue';
import { AddToCart } from '../features/add-to-cart';
import type { ShellPageProps } from './pageProps';
import styles from './pages.module.css';

export { loadProductOfPage as loadServerData } from '../features/catalogue';

export default function ProductPage({ props, state, serverData }: ShellPageProps) {
  const { site } = props;
  const { t } = useTranslation('shell');
  const id = productIdOfPath(state.path) ?? '';
  // The server embeds the product: the first HTML shows it, the browser does not ask again.
  const [product, setProduct] = useState<PricedProduct | 'missing' | undefined>(() =>
    embeddedProduct(serverData),
  );
  const needsFetch = product === undefined;
  useEffect(() => {
    if (needsFetch)
      fetchProduct(site, id).then(
        (product) => setProduct(priced(product, site)),
        () => setProduct('missing'),
      );
  }, [site, id, needsFetch]);
  if (product === 'missing') return <h1>{t('product.notFound')}</h1>;
  if (!product) return <h1 aria-busy="true">{t('pageTitle.product')}</h1>;
  return (
    <article className={styles.product}>
      <img src={product.imageUrl} alt="" width={280} height={280} />
      <div>
        <h1>{product.title}</h1>
        <p>
          {t('product.price')}: <strong>{product.priceText}</strong>
        </p>
        <AddToCart props={props} product={product} />
      </div>
    </article>
  );
}
