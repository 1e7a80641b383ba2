import { useMemo, useState } from 'react';
import { useStore } from 'jotai';
import type { CartPageProps } from '@storefront/contracts';
import type { DemoCartRequest } from '@storefront/cart-schemas';
import { useTranslation } from '@storefront/i18n';
import { Button } from '@storefront/ui';
import { useCart, parseCartServerData } from '../../shared/cart-state';
import { CartContents, CartMessage } from '../../features/cart-contents';
import { loadDemoCart } from './demoCart';
import styles from './CartPage.module.css';

/**
 * The cart page: every line with prices in the site's currency, messages, checkout, and in demo mode
 * the demo carts. With server data the lines are in the first HTML (reading works without
 * JavaScript; changing the cart needs it).
 */
export function CartPage({ site, demo: demoMode = false, serverData }: CartPageProps) {
  const { t } = useTranslation('cart');
  const { cart: seed, priceTexts } = useMemo(() => parseCartServerData(serverData), [serverData]);
  const view = useCart(site, seed);
  const store = useStore();
  const [loadingDemo, setLoadingDemo] = useState<DemoCartRequest['variant'] | undefined>();
  const demo = async (variant: DemoCartRequest['variant']) => {
    setLoadingDemo(variant);
    await loadDemoCart(store, site, variant);
    setLoadingDemo(undefined);
  };
  return (
    <section aria-labelledby="cart-heading" data-boundary="cart" className={styles.page}>
      <h1 id="cart-heading">{t('page.heading')}</h1>
      <CartMessage message={view.message} />
      <CartContents site={site} view={view} priceTexts={priceTexts} />
      {demoMode && (
        <section aria-labelledby="cart-demo-heading" className={styles.demo}>
          <h2 id="cart-demo-heading">{t('demo.heading')}</h2>
          <div className={styles.demoButtons}>
            <Button
              variant="secondary"
              state={loadingDemo === 'allKinds' ? 'loading' : 'none'}
              onClick={() => void demo('allKinds')}
            >
              {t('demo.allKinds')}
            </Button>
            <Button
              variant="secondary"
              state={loadingDemo === 'withProblems' ? 'loading' : 'none'}
              onClick={() => void demo('withProblems')}
            >
              {t('demo.withProblems')}
            </Button>
          </div>
        </section>
      )}
    </section>
  );
}
