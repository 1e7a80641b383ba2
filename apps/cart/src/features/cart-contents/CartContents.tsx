import { useId } from 'react';
import type { Site } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import { Button } from '@storefront/ui';
import {
  canCheckout,
  CHECKOUT_PATH,
  itemAvailability,
  itemKey,
  itemPrice,
  itemQuantity,
  itemTitle,
  listDefectiveItems,
  listItems,
  priceText,
  type CartItem,
  type PriceTexts,
  type useCart,
} from '../../shared/cart-state';
import styles from './CartContents.module.css';

type CartView = ReturnType<typeof useCart>;

function ItemDetails({
  item,
  site,
  priceTexts,
}: {
  item: CartItem;
  site: Site;
  priceTexts: PriceTexts | undefined;
}) {
  const { t } = useTranslation('cart');
  const price = itemPrice(item);
  const availability = itemAvailability(item);
  return (
    <>
      <span className={styles.title}>{itemTitle(item)}</span>
      {item.kind !== 'article' && <span className={styles.kind}>{t(`kind.${item.kind}`)}</span>}
      {availability !== 'AVAILABLE' && (
        <span className={styles.warning}>{t(`availability.${availability}`)}</span>
      )}
      <span className={styles.quantity}>{t('quantity', { count: itemQuantity(item) })}</span>
      {price !== undefined && (
        <span className={styles.price}>{priceText(price, site, priceTexts)}</span>
      )}
    </>
  );
}

/**
 * Every line of the cart (all five kinds) with remove, the lines shown as deleted with restore,
 * the defective lines and the checkout action. Used by the mini cart panel and the cart page.
 */
export function CartContents({
  site,
  view,
  priceTexts,
  headingLevel = 2,
}: {
  site: Site;
  view: CartView;
  /** The server's price texts (server data), shown instead of formatting in the browser. */
  priceTexts?: PriceTexts | undefined;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('cart');
  const { cart, busy, deleted, remove, restore } = view;
  const items = listItems(cart);
  const defective = listDefectiveItems(cart);
  const checkoutHint = useId();
  const Heading = `h${headingLevel}` as const;
  const checkout = canCheckout(cart);
  return (
    <div className={styles.contents} aria-busy={busy}>
      {items.length === 0 && defective.length === 0 && <p>{t('page.empty')}</p>}
      {items.length > 0 && (
        <ul className={styles.list} aria-label={t('items.label')}>
          {items.map((item) => (
            <li key={itemKey(item)} className={styles.line}>
              <ItemDetails item={item} site={site} priceTexts={priceTexts} />
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => void remove(item)}
                aria-label={t('remove', { title: itemTitle(item) })}
              >
                {t('removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {deleted.length > 0 && (
        <ul className={styles.list} aria-label={t('deleted.label')}>
          {deleted.map(({ key, item }) => (
            <li key={key} className={`${styles.line} ${styles.deleted}`}>
              <span>{t('deleted', { title: itemTitle(item) })}</span>
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => void restore(key)}
                aria-label={t('restore', { title: itemTitle(item) })}
              >
                {t('restoreShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {defective.length > 0 && (
        <section className={styles.defective} aria-labelledby={`${checkoutHint}-defective`}>
          <Heading id={`${checkoutHint}-defective`}>{t('defective.heading')}</Heading>
          <p role="status">{t('error.defective')}</p>
          <ul className={styles.list}>
            {defective.map((item) => (
              <li key={itemKey(item)} className={styles.line}>
                <ItemDetails item={item} site={site} priceTexts={priceTexts} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {(items.length > 0 || defective.length > 0) &&
        (checkout ? (
          <a className={styles.checkout} href={CHECKOUT_PATH}>
            {t('checkout')}
          </a>
        ) : (
          <div>
            <Button disabled aria-describedby={checkoutHint}>
              {t('checkout')}
            </Button>
            <p id={checkoutHint} className={styles.hint}>
              {t('checkout.blocked')}
            </p>
          </div>
        ))}
    </div>
  );
}
