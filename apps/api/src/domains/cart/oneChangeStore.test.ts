import type { ProductRow } from '../catalogue/tables';
import {
  compareItems,
  oneChangeStore,
  readCart,
  setArticleQuantity,
  type CartStore,
  type Items,
} from './repository';

/** A store that answers from fixed rows, applies writes to its items, and counts what it was asked. */
function countingStore(products: Record<string, Partial<ProductRow>>, initialItems: Items = []) {
  const asked: string[] = [];
  let items = initialItems.map((row) => ({ ...row }));
  const productRow = (id: string) =>
    id in products
      ? ({
          site: 'DE',
          id,
          tcm: '',
          title: id,
          category: 'coffee',
          price: 100,
          dimension_key: null,
          stock: 99,
          max_per_order: 10,
          availability: 'AVAILABLE',
          ...products[id],
        } as ProductRow)
      : undefined;
  const store: CartStore = {
    items: async () => (asked.push('items'), items.map((row) => ({ ...row })).sort(compareItems)),
    product: async (site, id) => (asked.push(`product ${site} ${id}`), productRow(id)),
    products: async (site, ids) => (
      asked.push(`products ${site} ${ids.join(',')}`),
      ids.flatMap((id) => productRow(id) ?? [])
    ),
    productExists: async (_site, id) => (asked.push('productExists'), id in products),
    offers: async () => (asked.push('offers'), []),
    offer: async () => (asked.push('offer'), undefined),
    campaignProduct: async () => (asked.push('campaignProduct'), undefined),
    maxArticles: async () => (asked.push('maxArticles'), 30),
    putItem: async (_cartId, _site, kind, itemId, quantity, campaignId = null) => {
      asked.push('putItem');
      const existing = items.find((row) => row.kind === kind && row.item_id === itemId);
      if (existing) Object.assign(existing, { quantity, campaign_id: campaignId });
      else items.push({ kind, item_id: itemId, quantity, campaign_id: campaignId, defective: 0 });
    },
    deleteItem: async (_cartId, _site, kind, itemId) => {
      asked.push('deleteItem');
      items = items.filter((row) => !(row.kind === kind && row.item_id === itemId));
    },
    replaceItems: async (_cartId, _site, rows) => {
      asked.push('replaceItems');
      items = rows.map((row) => ({ ...row }));
    },
  };
  return { store, asked };
}

const article = (itemId: string, quantity: number, defective = 0): Items[number] => ({
  kind: 'article',
  item_id: itemId,
  quantity,
  campaign_id: null,
  defective,
});

describe('the store of one cart change', () => {
  it('reads each product once per change, per site, even when asked at the same moment', async () => {
    const { store, asked } = countingStore({
      '100001': { title: 'Espresso' },
      '100002': { title: 'Tee' },
    });
    const change = oneChangeStore(store);
    const [first, again] = await Promise.all([
      change.product('DE', '100001'),
      change.product('DE', '100001'),
    ]);
    expect(first?.title).toBe('Espresso');
    expect(again).toBe(first);
    await change.product('DE', '100001');
    await change.product('AT', '100001');
    expect(await change.product('DE', '999999')).toBeUndefined();
    await change.product('DE', '999999');
    // Several at once: only those not read yet, in one read.
    expect(
      (await change.products('DE', ['100001', '100002', '999999'])).map((row) => row.title),
    ).toEqual(['Espresso', 'Tee']);
    expect(asked).toEqual([
      'product DE 100001',
      'product AT 100001',
      'product DE 999999',
      'products DE 100002',
    ]);
    // A new change reads again.
    await oneChangeStore(store).product('DE', '100001');
    expect(asked).toHaveLength(5);
  });

  it("reads the cart's items once, then keeps them as its own writes leave them", async () => {
    const { store, asked } = countingStore({}, [article('100002', 1, 1), article('100005', 2)]);
    const change = oneChangeStore(store);
    expect(await change.items('cart')).toEqual([article('100002', 1, 1), article('100005', 2)]);
    await change.putItem('cart', 'DE', 'article', '100001', 3);
    // An existing item keeps its defective mark, as INSERT … ON CONFLICT DO UPDATE does.
    await change.putItem('cart', 'DE', 'article', '100002', 4);
    await change.deleteItem('cart', 'DE', 'article', '100005');
    await change.putItem('cart', 'DE', 'freeArticle', '100009', 1, 'CAMP');
    const kept = await change.items('cart');
    expect(kept).toEqual([
      article('100001', 3),
      article('100002', 4, 1),
      { kind: 'freeArticle', item_id: '100009', quantity: 1, campaign_id: 'CAMP', defective: 0 },
    ]);
    // What the database holds is what the change kept.
    expect(await store.items('cart')).toEqual(kept);
    // A caller changing the answer does not change what is kept.
    kept.pop();
    expect(await change.items('cart')).toHaveLength(3);
    await change.replaceItems('cart', 'DE', [article('100003', 1)]);
    expect(await change.items('cart')).toEqual([article('100003', 1)]);
    expect(asked).toEqual([
      'items',
      'putItem',
      'putItem',
      'deleteItem',
      'putItem',
      'items',
      'replaceItems',
    ]);
  });

  it('answers the cart after an add-to-cart without reading anything again', async () => {
    const { store, asked } = countingStore(
      { '100001': { title: 'Espresso' }, '100002': { title: 'Tee' } },
      [article('100002', 1)],
    );
    const change = oneChangeStore(store);
    expect(
      await setArticleQuantity(change, 'cart', 'DE', '100001', (current) => current + 2),
    ).toEqual({ kind: 'changed', addedProductId: '100001' });
    const cart = await readCart(change, 'cart', 'DE');
    expect(cart.articles.map((row) => [row.title, row.quantity])).toEqual([
      ['Espresso', { quantity: 2 }],
      ['Tee', { quantity: 1 }],
    ]);
    expect(asked).toEqual([
      'items',
      'product DE 100001',
      'maxArticles',
      'putItem',
      'products DE 100002',
    ]);
  });
});
