import { useState } from 'react';
import type { AddToCartProps } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import { Button } from '@storefront/ui';
import { toCartError } from '../cart-state/cartApi';
import { cartMessageKey } from '../cart-state/cartMessages';
import { addToCart } from './addToCart';

type AddState = { status: 'idle' | 'adding' | 'added' } | { status: 'failed'; message: string };

/** Puts one piece of a product in the cart; a refusal shows the cart's own message with its limit. */
export function AddToCartButton({ site, productId, productTitle, available }: AddToCartProps) {
  const { t } = useTranslation('cart');
  const [state, setState] = useState<AddState>({ status: 'idle' });

  async function add() {
    setState({ status: 'adding' });
    try {
      await addToCart(site, productId);
      setState({ status: 'added' });
    } catch (error) {
      const { code, limit } = toCartError(error);
      setState({ status: 'failed', message: t(cartMessageKey(code, 'change'), { limit }) });
    }
  }

  return (
    <div data-boundary="cart">
      <Button onClick={add} state={state.status === 'adding' ? 'loading' : 'none'} disabled={!available} aria-label={`${t('add.button')}: ${productTitle}`}>
        {state.status === 'adding' ? t('add.adding') : t('add.button')}
      </Button>
      <p role="status">{state.status === 'added' ? t('add.added') : ''}</p>
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
    </div>
  );
}
