import { emit } from '@storefront/contracts';
import { parseCartOutcome } from '@storefront/cart-schemas';

/**
 * A page the server rendered after the add-to-cart form's own post (clicked before the button had
 * hydrated, or without JavaScript) follows a change of the cart: the other tabs of the site hear
 * of it as they hear of a hydrated page's change (`cart:cart-changed`, which the shell's bridge
 * sends them), so one session stays one cart across tabs whichever path the change took. `query`:
 * the page's query string, hostile input read strictly.
 */
export function announceFormPostChange(query: string): void {
  if (parseCartOutcome(query)?.kind === 'added')
    emit('cart:cart-changed', { source: 'cart:form-post' });
}
