import { CART_PAGE_PATH, type RemoteProps } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import { useCart } from '../cart-data/useCart';
import styles from './MiniCart.module.css';

export const BADGE_MAX = 99;

export function badgeText(count: number): string {
  return count > BADGE_MAX ? `+${BADGE_MAX}` : String(count);
}

export function MiniCart({ site }: RemoteProps) {
  const { t } = useTranslation('cart');
  const state = useCart(site);
  const count = state.status === 'ready' ? state.cart.numberOfArticles : 0;
  return (
    <a href={CART_PAGE_PATH} className={styles.link} data-boundary="cart" aria-label={`${t('label')}, ${t('itemCount', { count })}`}>
      <span aria-hidden="true">{t('label')}</span>
      <span aria-hidden="true" className={count > BADGE_MAX ? `${styles.badge} ${styles.small}` : styles.badge} data-testid="cart-badge">
        {badgeText(count)}
      </span>
    </a>
  );
}
