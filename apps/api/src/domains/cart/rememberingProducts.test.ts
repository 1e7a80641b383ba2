import type { ProductRow } from '../catalogue/tables';
import { rememberingProducts, type CartStore } from './repository';

/** A store that answers from fixed rows and counts what it was asked. */
function countingStore(products: Record<string, Partial<ProductRow>>) {
  const asked: string[] = [];
  const store: CartStore = {
    items: async () => (asked.push('items'), []),
    product: async (site, id) => (asked.push(`product ${site} ${id}`), products[id] as ProductRow | undefined),
    productExists: async (_site, id) => (asked.push('productExists'), id in products),
    offers: async () => (asked.push('offers'), []),
    offer: async () => (asked.push('offer'), undefined),
    campaignProduct: async () => (asked.push('campaignProduct'), undefined),
    maxArticles: async () => (asked.push('maxArticles'), 30),
    putItem: async () => void asked.push('putItem'),
    deleteItem: async () => void asked.push('deleteItem'),
    replaceItems: async () => void asked.push('replaceItems'),
  };
  return { store, asked };
}

describe('the store of one cart change', () => {
  it('reads each product once per change, per site, even when asked at the same moment', async () => {
    const { store, asked } = countingStore({ '100001': { id: '100001', title: 'Espresso' }, '100002': { id: '100002', title: 'Tee' } });
    const change = rememberingProducts(store);
    const [first, again] = await Promise.all([change.product('DE', '100001'), change.product('DE', '100001')]);
    expect(first?.title).toBe('Espresso');
    expect(again).toBe(first);
    await change.product('DE', '100001');
    await change.product('AT', '100001');
    expect(await change.product('DE', '999999')).toBeUndefined();
    await change.product('DE', '999999');
    expect(asked).toEqual(['product DE 100001', 'product AT 100001', 'product DE 999999']);
    // A new change reads again.
    await rememberingProducts(store).product('DE', '100001');
    expect(asked).toHaveLength(4);
  });

  it('passes everything else through, every time', async () => {
    const { store, asked } = countingStore({});
    const change = rememberingProducts(store);
    for (let n = 0; n < 2; n += 1) {
      await change.items('cart');
      await change.maxArticles('DE');
      await change.putItem('cart', 'DE', 'article', '100001', 2);
      await change.deleteItem('cart', 'DE', 'article', '100001');
    }
    expect(asked).toEqual(['items', 'maxArticles', 'putItem', 'deleteItem', 'items', 'maxArticles', 'putItem', 'deleteItem']);
  });
});
