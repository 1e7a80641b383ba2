import type { AddToCartProps, Product, RemoteProps } from '@storefront/contracts';
import { RemoteSlot } from '../../slots/RemoteSlot';
import styles from './AddToCart.module.css';

/** The cart team's add-to-cart button on a product; without the cart remote there is none. */
export function AddToCart({ props, product }: { props: RemoteProps; product: Product }) {
  const addProps: AddToCartProps = {
    ...props,
    productId: product.id,
    productTitle: product.title,
    available: product.availability === 'AVAILABLE',
  };
  return (
    <RemoteSlot
      slot="cart/AddToCartButton"
      props={addProps}
      fallback={null}
      placeholder={<div className={styles.placeholder} aria-hidden="true" />}
    />
  );
}
