import { on } from '@storefront/contracts';
import { announceFormPostChange } from './formPostChange';

describe('a page rendered after the add-to-cart form’s own post', () => {
  const heard = () => {
    const changed = jest.fn();
    const off = on('cart:cart-changed', changed);
    return { changed, off };
  };

  it('tells the other tabs the cart changed, as a hydrated page’s change does', () => {
    const { changed, off } = heard();
    announceFormPostChange('?cart=added&cartProduct=100001');
    off();
    expect(changed.mock.calls).toEqual([[{ source: 'cart:form-post' }]]);
  });

  it('says nothing after a refused post, without an outcome, or for a forged one', () => {
    const { changed, off } = heard();
    for (const query of [
      '?cart=ITEM_LIMIT.10&cartProduct=100001',
      '',
      '?q=kaffee',
      '?cart=added',
      '?cart=added&cartProduct=<script>',
    ])
      announceFormPostChange(query);
    off();
    expect(changed).not.toHaveBeenCalled();
  });
});
