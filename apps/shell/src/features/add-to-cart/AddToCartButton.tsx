import { useState } from 'react';
import { CartResponseSchema, emit, http, type Site } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import { Button } from '@storefront/ui';

type AddState = 'idle' | 'adding' | 'added' | 'failed';

/** Puts one piece in the cart and tells the mini cart to reload. */
export function AddToCartButton({ site, productId, productTitle, disabled }: { site: Site; productId: string; productTitle: string; disabled?: boolean }) {
  const { t } = useTranslation('shell');
  const [state, setState] = useState<AddState>('idle');

  async function add() {
    setState('adding');
    try {
      await http.postJson('/service/cart/api/cart/articles', { productId }, CartResponseSchema, { headers: { 'x-hunter-site': site } });
      setState('added');
      emit('cart:cart-update', { source: 'shell:add-to-cart' });
    } catch {
      setState('failed');
    }
  }

  return (
    <div>
      <Button onClick={add} state={state === 'adding' ? 'loading' : 'none'} disabled={disabled} aria-label={`${t('product.addToCart')}: ${productTitle}`}>
        {state === 'adding' ? t('product.adding') : t('product.addToCart')}
      </Button>
      <p role="status">{state === 'added' ? t('product.added') : ''}</p>
      {state === 'failed' && <p role="alert">{t('product.addFailed')}</p>}
    </div>
  );
}
