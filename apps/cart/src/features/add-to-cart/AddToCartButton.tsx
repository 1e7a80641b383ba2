import { useState, type FormEvent } from 'react';
import { type AddToCartProps } from '@storefront/contracts';
import {
  CART_ADD_FORM_PATH,
  CART_FORM_FIELDS,
  parseCartOutcome,
  withoutCartOutcome,
} from '@storefront/cart-schemas';
import { useTranslation } from '@storefront/i18n';
import { Button } from '@storefront/ui';
import { toCartError, cartMessageKey } from '../../shared/cart-state';
import { addToCart } from './addToCart';
import { pageAddressOf } from './pageAddress';

type AddState = { status: 'idle' | 'adding' | 'added' } | { status: 'failed'; message: string };

/**
 * Puts one piece of a product in the cart; a refusal shows the cart's own message with its limit.
 * The button is a form's submit button: before its code has hydrated, or without JavaScript, a
 * click posts the form and the page comes back with the outcome, which this
 * component shows as it shows its own call's.
 */
export function AddToCartButton({
  site,
  productId,
  productTitle,
  available,
  serverData,
}: AddToCartProps) {
  const { t } = useTranslation('cart');
  const address = pageAddressOf(serverData);
  const [state, setState] = useState<AddState>(() => {
    const posted = parseCartOutcome(address.query);
    if (posted?.productId !== productId) return { status: 'idle' };
    return posted.kind === 'added'
      ? { status: 'added' }
      : {
          status: 'failed',
          message: t(cartMessageKey(posted.error, 'change'), { limit: posted.limit }),
        };
  });

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
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
      <form method="post" action={CART_ADD_FORM_PATH} onSubmit={(event) => void add(event)}>
        <input type="hidden" name={CART_FORM_FIELDS.productId} value={productId} />
        <input type="hidden" name={CART_FORM_FIELDS.site} value={site} />
        <input
          type="hidden"
          name={CART_FORM_FIELDS.returnTo}
          value={withoutCartOutcome(`${address.path}${address.query ? `?${address.query}` : ''}`)}
        />
        <Button
          type="submit"
          state={state.status === 'adding' ? 'loading' : 'none'}
          disabled={!available}
          aria-label={`${t('add.button')}: ${productTitle}`}
        >
          {state.status === 'adding' ? t('add.adding') : t('add.button')}
        </Button>
      </form>
      <p role="status">{state.status === 'added' ? t('add.added') : ''}</p>
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
    </div>
  );
}
