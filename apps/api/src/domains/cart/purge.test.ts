import SQLite from 'better-sqlite3';
import { API_START_TIMEOUT_MS, startTestApi, type TestApi } from '../../test/testApi';
import { CART_LIFETIME_S, cartStore } from './repository';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, API_START_TIMEOUT_MS);
afterAll(() => api.close());

const count = (sql: string) => {
  const db = new SQLite(api.config.databaseFile, { readonly: true });
  try {
    return (db.prepare(sql).get() as { n: number }).n;
  } finally {
    db.close();
  }
};

describe('carts nobody can reach any more', () => {
  // Every cart change without a cart cookie (a client that keeps no cookies) makes a new cart.
  it('are deleted once unchanged for longer than their cookie lives, with their items', async () => {
    const add = await api.inject({ method: 'POST', url: '/service/cart/api/cart/articles', payload: { productId: '100001' }, headers: { 'x-hunter-site': 'DE' } });
    expect(add.statusCode).toBe(200);
    const cartId = add.cookies.find((cookie) => cookie.name === 'cart_id')!.value;
    const fresh = await api.inject({ method: 'POST', url: '/service/cart/api/cart/articles', payload: { productId: '100002' }, headers: { 'x-hunter-site': 'DE' } });
    const freshId = fresh.cookies.find((cookie) => cookie.name === 'cart_id')!.value;
    const db = new SQLite(api.config.databaseFile);
    db.prepare('update carts set updated_at = ? where id = ?').run(new Date(Date.now() - (CART_LIFETIME_S + 60) * 1000).toISOString(), cartId);
    expect(cartStore(db).purgeExpired()).toBe(1);
    db.close();
    expect(count(`select count(*) as n from carts where id = '${cartId}'`)).toBe(0);
    expect(count(`select count(*) as n from cart_items where cart_id = '${cartId}'`)).toBe(0);
    expect(count(`select count(*) as n from carts where id = '${freshId}'`)).toBe(1);
  });
});
