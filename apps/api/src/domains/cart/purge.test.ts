import { openDatabase } from '../../db/database';
import { API_START_TIMEOUT_MS, startTestApi, type TestApi } from '../../test/testApi';
import { CART_LIFETIME_S } from './repository';
import { cartStorageOf } from './storage';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, API_START_TIMEOUT_MS);
afterAll(() => api.close());

describe('carts nobody can reach any more', () => {
  // Every cart change without a cart cookie (a client that keeps no cookies) makes a new cart.
  it('are deleted once unchanged for longer than their cookie lives, with their items', async () => {
    const add = await api.inject({
      method: 'POST',
      url: '/service/cart/api/cart/articles',
      payload: { productId: '100001' },
      headers: { 'x-hunter-site': 'DE' },
    });
    expect(add.statusCode).toBe(200);
    const cartId = add.cookies.find((cookie) => cookie.name === 'cart_id')!.value;
    const fresh = await api.inject({
      method: 'POST',
      url: '/service/cart/api/cart/articles',
      payload: { productId: '100002' },
      headers: { 'x-hunter-site': 'DE' },
    });
    const freshId = fresh.cookies.find((cookie) => cookie.name === 'cart_id')!.value;
    const database = openDatabase(api.config);
    const { db } = database;
    const storage = cartStorageOf(database);
    try {
      await db
        .updateTable('carts')
        .set({ updated_at: new Date(Date.now() - (CART_LIFETIME_S + 60) * 1000).toISOString() })
        .where('id', '=', cartId)
        .execute();
      expect(await storage.purgeExpired()).toBe(1);
      const carts = async (id: string) =>
        (await db.selectFrom('carts').select('id').where('id', '=', id).execute()).length;
      expect(await carts(cartId)).toBe(0);
      expect(
        await db.selectFrom('cart_items').select('item_id').where('cart_id', '=', cartId).execute(),
      ).toEqual([]);
      expect(await carts(freshId)).toBe(1);
    } finally {
      await storage.close();
      await db.destroy();
    }
  });
});
