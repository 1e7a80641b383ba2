import { articleQuantity, type RemoteProps } from '@storefront/contracts';
import { formatPrice, useTranslation } from '@storefront/i18n';
import { useCart } from '../cart-data/useCart';

/** The cart page: what is in the cart, with quantities and prices in the site's currency. */
export function CartPage({ site }: RemoteProps) {
  const { t } = useTranslation('cart');
  const state = useCart(site);
  return (
    <section aria-labelledby="cart-heading" data-boundary="cart">
      <h1 id="cart-heading">{t('page.heading')}</h1>
      {state.status === 'failed' && <p role="alert">{t('error.read')}</p>}
      {state.status === 'ready' && state.cart.articles.length === 0 && <p>{t('page.empty')}</p>}
      {state.status === 'ready' && state.cart.articles.length > 0 && (
        <ul>
          {state.cart.articles.map((article) => (
            <li key={article.productId}>
              <span>{article.title}</span> · <span>{t('quantity', { count: articleQuantity(article) })}</span>
              {article.price !== undefined && <> · <span>{formatPrice(article.price * articleQuantity(article), site)}</span></>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
