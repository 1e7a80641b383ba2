import { useEffect, useState } from 'react';
import type { Product, RemoteProps } from '@storefront/contracts';
import { formatPrice, useTranslation } from '@storefront/i18n';
import { fetchProduct } from '../features/catalogue/catalogueApi';
import { AddToCart } from '../features/add-to-cart/AddToCart';
import styles from './pages.module.css';

export function ProductPage({ props, path }: { props: RemoteProps; path: string }) {
  const { site } = props;
  const { t } = useTranslation('shell');
  const id = decodeURIComponent(path.split('/')[2] ?? '');
  const [product, setProduct] = useState<Product | 'missing' | undefined>();
  useEffect(() => {
    fetchProduct(site, id).then(setProduct, () => setProduct('missing'));
  }, [site, id]);
  if (product === 'missing') return <h1>{t('product.notFound')}</h1>;
  if (!product) return <h1 aria-busy="true">{t('pageTitle.product')}</h1>;
  return (
    <article className={styles.product}>
      <img src={product.imageUrl} alt="" width={280} height={280} />
      <div>
        <h1>{product.title}</h1>
        <p>
          {t('product.price')}: <strong>{formatPrice(product.price, site)}</strong>
        </p>
        <AddToCart props={props} product={product} />
      </div>
    </article>
  );
}
